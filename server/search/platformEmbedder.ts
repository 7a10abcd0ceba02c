import type { Embedder } from './embedder';
import { createGloveEmbedder } from './gloveEmbedder';
import { createOpenAiEmbedder } from './openAiEmbedder';

/**
 * The embedder the environment names: an OpenAI-compatible endpoint when EMBEDDINGS_URL is set, else the
 * offline GloVe one. Bad settings stop the platform at start-up rather than at the first search.
 */
export function embedderFromEnv(env: NodeJS.ProcessEnv = process.env): Embedder {
  const url = env.EMBEDDINGS_URL;
  if (!url) return createGloveEmbedder(env.EMBEDDINGS_CACHE_DIR || undefined);
  if (!/^https?:\/\//.test(url)) throw new Error('EMBEDDINGS_URL must be an http(s) URL');
  const model = env.EMBEDDINGS_MODEL;
  if (!model) throw new Error('EMBEDDINGS_MODEL is required with EMBEDDINGS_URL');
  const dimensions = env.EMBEDDINGS_DIMENSIONS ? Number(env.EMBEDDINGS_DIMENSIONS) : undefined;
  if (dimensions !== undefined && !(Number.isInteger(dimensions) && dimensions > 0 && dimensions <= 4096)) {
    throw new Error('EMBEDDINGS_DIMENSIONS must be a whole number from 1 to 4096');
  }
  const floor = env.EMBEDDINGS_SIMILARITY_FLOOR ? Number(env.EMBEDDINGS_SIMILARITY_FLOOR) : undefined;
  if (floor !== undefined && !(floor >= -1 && floor <= 1)) {
    throw new Error('EMBEDDINGS_SIMILARITY_FLOOR must be a number from -1 to 1');
  }
  return createOpenAiEmbedder({
    url,
    model,
    apiKey: env.EMBEDDINGS_API_KEY || undefined,
    dimensions,
    similarityFloor: floor,
  });
}

let shared: Embedder | undefined;

/** One per process, so the offline word vectors are loaded once however many platforms a test starts. */
export const platformEmbedder = (): Embedder => (shared ??= embedderFromEnv());
