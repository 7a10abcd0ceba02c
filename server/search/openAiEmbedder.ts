import { z } from 'zod';
import { normalize, type Embedder } from './embedder';

export interface OpenAiEmbedderOptions {
  /** Base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1; `/embeddings` is appended. */
  url: string;
  model: string;
  apiKey?: string;
  /** Asked of models that can shorten their vectors (text-embedding-3-*); otherwise the model's own. */
  dimensions?: number;
  /** Cosine similarity below which a hit is dropped; models differ, so it is configurable. */
  similarityFloor?: number;
}

// Inputs per request and characters per input: within what OpenAI-compatible servers accept.
const BATCH = 64;
const MAX_INPUT_CHARS = 8000;
const TIMEOUT_MS = 30_000;

const reply = z.object({
  data: z.array(z.object({ index: z.number().int().nonnegative(), embedding: z.array(z.number()) })),
});

/** Any OpenAI-compatible `/v1/embeddings` endpoint (OpenAI, Azure, Ollama, vLLM, LM Studio, TEI …). */
export function createOpenAiEmbedder(options: OpenAiEmbedderOptions): Embedder {
  const endpoint = `${options.url.replace(/\/+$/, '')}/embeddings`;
  let dims: number | undefined = options.dimensions;

  async function request(input: string[]): Promise<Float32Array[]> {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        input,
        encoding_format: 'float',
        ...(options.dimensions ? { dimensions: options.dimensions } : {}),
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Embeddings endpoint answered ${response.status}`);
    const parsed = reply.safeParse(await response.json().catch(() => null));
    if (!parsed.success || parsed.data.data.length !== input.length) {
      throw new Error('Embeddings endpoint sent a reply that is not an embeddings list');
    }
    return [...parsed.data.data]
      .sort((a, b) => a.index - b.index)
      .map(({ embedding }) => {
        dims ??= embedding.length;
        if (embedding.length !== dims)
          throw new Error(`Embeddings endpoint sent ${embedding.length} dimensions, not ${dims}`);
        return Float32Array.from(embedding);
      });
  }

  return {
    id: `openai:${options.model}${options.dimensions ? `:${options.dimensions}` : ''}`,
    description: `Embeddings endpoint ${new URL(endpoint).host}, model ${options.model}. Chunk text is sent there.`,
    similarityFloor: options.similarityFloor ?? 0.25,
    ready: async () => undefined,
    embed: async (texts) => {
      const out: Array<Float32Array | null> = texts.map(() => null);
      const wanted = texts.flatMap((text, i) => (text.trim() ? [i] : []));
      for (let start = 0; start < wanted.length; start += BATCH) {
        const batch = wanted.slice(start, start + BATCH);
        const vectors = await request(batch.map((i) => texts[i].slice(0, MAX_INPUT_CHARS)));
        batch.forEach((i, k) => (out[i] = normalize(vectors[k])));
      }
      return out;
    },
  };
}
