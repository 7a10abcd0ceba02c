import { documentChunkVectors } from '../db/textSearchEngine';
import type { Chunk } from './chunking';

/** The document a chunk belongs to, as its documents row will hold it: what weighs most in its vector. */
export interface VectorSource {
  title: string;
  path: string;
}

/** Each chunk with the full-text vector its trigger would give it (computed in the extraction worker). */
export async function withVectors(source: VectorSource, chunks: Chunk[]): Promise<Chunk[]> {
  if (chunks.length === 0) return chunks;
  const vectors = await documentChunkVectors(
    source.title,
    source.path,
    chunks.map((chunk) => chunk.heading),
    chunks.map((chunk) => chunk.content),
  );
  return chunks.map((chunk, i) => ({ ...chunk, fts: vectors[i] }));
}
