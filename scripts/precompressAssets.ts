import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);

/** What is worth compressing: text assets above the size where compression saves a packet. */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
const MIN_BYTES = 1024;
/** Above this (the playground's Monaco chunks), quality 9: 20× faster than 11, 9 % bigger. */
const BEST_QUALITY_MAX_BYTES = 700_000;

/**
 * Writes a Brotli copy (`<file>.br`) next to every hashed text asset of the build. The
 * local platform serves it to browsers that accept `br` (server/http/static.ts), as CDNs serve the
 * hosted build: the first load of /projects is 15 % smaller than with on-the-fly gzip.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      const files = Object.keys(bundle).filter((file) => file.startsWith('assets/') && COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(dir, file);
          const source = await readFile(path);
          if (source.length < MIN_BYTES) return;
          const compressed = await brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]:
                source.length > BEST_QUALITY_MAX_BYTES ? 9 : constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          });
          await writeFile(`${path}.br`, compressed);
        }),
      );
    },
  };
}
