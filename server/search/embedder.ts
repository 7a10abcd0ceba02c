/** Turns texts into vectors of one fixed dimension; the seam between search and where vectors come from. */
export interface Embedder {
  /** Stored beside each vector, so vectors of another embedder are never compared with this one's. */
  readonly id: string;
  /** What the features page says about it. */
  readonly description: string;
  /** Cosine similarity below which a vector hit is noise for this embedder (semantic and hybrid drop it). */
  readonly similarityFloor: number;
  /** Resolves once the embedder can embed (the offline one loads its word vectors here). */
  ready(): Promise<void>;
  /** One vector per text, in order; null for a text that carries no signal (no known word). */
  embed(texts: string[]): Promise<Array<Float32Array | null>>;
}

/** Scales v to unit length in place; null for the zero vector, whose cosine is undefined. */
export function normalize(v: Float32Array): Float32Array | null {
  let sum = 0;
  for (const x of v) sum += x * x;
  if (sum === 0 || !Number.isFinite(sum)) return null;
  const inv = 1 / Math.sqrt(sum);
  for (let i = 0; i < v.length; i++) v[i] *= inv;
  return v;
}

/** pgvector's text form. */
export const toVectorLiteral = (v: Float32Array): string => `[${Array.from(v, (x) => +x.toFixed(6)).join(',')}]`;
