import { Agent, request } from 'node:http';

// The load benches' HTTP client: node:http on keep-alive connections rather than fetch, whose per-request
// work in Node 20 made the load generator, not the platform, what a high rate measured.

export interface Reply {
  status: number;
  retryAfter: string | undefined;
}

export interface LoadRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** A client for one platform: `send` resolves once the whole reply is read; `close` ends its connections. */
export function loadClient(base: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const { hostname, port } = new URL(base);
  const send = ({ method = 'GET', path, headers = {}, body }: LoadRequest) =>
    new Promise<Reply>((resolve, reject) => {
      const req = request(
        {
          agent,
          hostname,
          port,
          method,
          path,
          headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.once('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }));
          res.once('error', reject);
        },
      );
      req.once('error', reject);
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}
