import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  at: number;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A loopback HTTP receiver (127.0.0.1, free port) that records every request and answers as told. */
export async function startReceiver() {
  const received: Received[] = [];
  type Answer = { status: number; body: string; headers: Record<string, string> };
  // Each path answers on its own, so tests of different webhooks do not disturb each other.
  // A path's answers are taken in turn; the last one repeats.
  const answers = new Map<string, Answer[]>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '/';
      received.push({ at: Date.now(), url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const queue = answers.get(url) ?? [];
      const answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 200, body: 'ok', headers: {} };
      res.writeHead(answer.status, answer.headers).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answerFor(path: string, status: number, body = '', headers: Record<string, string> = {}) {
      answers.set(path, [{ status, body, headers }]);
    },
    /** Answers the next requests with these statuses in turn, then keeps answering the last one. */
    answerInTurn(path: string, statuses: number[], body = '') {
      answers.set(
        path,
        statuses.map((status) => ({ status, body, headers: {} })),
      );
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
