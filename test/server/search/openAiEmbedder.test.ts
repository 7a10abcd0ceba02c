import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiEmbedder } from '../../../server/search/openAiEmbedder';
import { embedderFromEnv } from '../../../server/search/platformEmbedder';

interface Received {
  authorization?: string;
  body: { model: string; input: string[]; dimensions?: number };
}

// A tiny OpenAI-compatible /v1/embeddings on 127.0.0.1: each input's vector is [length, 1, 0].
const received: Received[] = [];
let status = 200;
const server = createServer((req: IncomingMessage, res) => {
  let text = '';
  req.on('data', (chunk: Buffer) => (text += chunk.toString()));
  req.on('end', () => {
    const body = JSON.parse(text) as Received['body'];
    received.push({ authorization: req.headers.authorization, body });
    if (req.url !== '/v1/embeddings' || status !== 200) {
      res.writeHead(req.url === '/v1/embeddings' ? status : 404).end('{}');
      return;
    }
    const data = body.input.map((input, index) => ({ object: 'embedding', index, embedding: [input.length, 1, 0] }));
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ object: 'list', data: data.reverse() }));
  });
});
let url: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('OpenAI-compatible embedder', () => {
  it('posts batches with model, key and dimensions, and returns unit vectors in input order', async () => {
    received.length = 0;
    const embedder = createOpenAiEmbedder({ url: `${url}/`, model: 'tiny', apiKey: 'sk-test', dimensions: 3 });
    const texts = Array.from({ length: 70 }, (_, i) => 'x'.repeat(i + 1));
    const vectors = await embedder.embed(['', ...texts]);
    expect(vectors[0]).toBeNull();
    expect(received).toHaveLength(2);
    expect(received[0]).toMatchObject({ authorization: 'Bearer sk-test', body: { model: 'tiny', dimensions: 3 } });
    expect(received[0].body.input).toHaveLength(64);
    const third = vectors[3]!;
    expect(Math.hypot(...third)).toBeCloseTo(1, 6);
    expect(third[0] / third[1]).toBeCloseTo(3, 5);
    expect(embedder.id).toBe('openai:tiny:3');
  });

  it('fails with the status when the endpoint fails', async () => {
    status = 500;
    const embedder = createOpenAiEmbedder({ url, model: 'tiny' });
    await expect(embedder.embed(['a'])).rejects.toThrow(/answered 500/);
    status = 200;
  });

  it('is chosen by EMBEDDINGS_URL, and refuses bad settings', () => {
    expect(embedderFromEnv({ EMBEDDINGS_URL: url, EMBEDDINGS_MODEL: 'm' }).id).toBe('openai:m');
    expect(embedderFromEnv({}).id).toBe('glove-sif-100d');
    expect(() => embedderFromEnv({ EMBEDDINGS_URL: url })).toThrow(/EMBEDDINGS_MODEL/);
    expect(() => embedderFromEnv({ EMBEDDINGS_URL: 'ftp://x', EMBEDDINGS_MODEL: 'm' })).toThrow(/http/);
    expect(() => embedderFromEnv({ EMBEDDINGS_URL: url, EMBEDDINGS_MODEL: 'm', EMBEDDINGS_DIMENSIONS: '0' })).toThrow(
      /DIMENSIONS/,
    );
  });
});
