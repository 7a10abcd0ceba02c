import yauzl from 'yauzl';
import { Parser } from 'htmlparser2';

const MiB = 1024 * 1024;
/** What a zipped document (DOCX) may inflate to in all, and how many files it may hold. */
export const MAX_INFLATED_BYTES = 50 * MiB;
export const MAX_ZIP_ENTRIES = 10_000;
/** How many times its compressed size one entry may inflate to, once past RATIO_FLOOR_BYTES. */
export const MAX_INFLATE_RATIO = 100;
const RATIO_FLOOR_BYTES = MiB;
/** XML tags a zipped document's parts may hold in all: the parser keeps a node for each. */
export const MAX_XML_TAGS = 2_000_000;
/** How deep HTML elements may nest: the HTML parser's work grows with the square of the depth. */
export const MAX_HTML_DEPTH = 512;

/** A document over one of these limits; its message names the limit, and the document fails with it. */
export class LimitError extends Error {}

const LT = 0x3c;

/**
 * Inflates every entry of a zipped document once, counting, before its parser sees it: the total and
 * ratio the entries declare, the bytes they really inflate to (an entry larger than it declares stops at
 * once), their number and their XML tags are all bounded. The parser (mammoth, through JSZip) reads the
 * same entries from the same central directory, so it inflates no more than was counted here.
 */
export function checkZip(bytes: Uint8Array, kind: string): Promise<void> {
  const over = (what: string) => new LimitError(`The ${kind} ${what}`);
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => {
        if (error || !zip) return reject(error ?? new Error('not a zip file'));
        let settled = false;
        const fail = (reason: Error) => {
          if (settled) return;
          settled = true;
          zip.close();
          reject(reason);
        };
        if (zip.entryCount > MAX_ZIP_ENTRIES) return fail(over(`holds more than ${MAX_ZIP_ENTRIES} files`));
        let declared = 0;
        let inflated = 0;
        let tags = 0;
        zip.on('error', fail);
        zip.on('end', () => {
          settled = true;
          resolve();
        });
        zip.on('entry', (entry: yauzl.Entry) => {
          declared += entry.uncompressedSize;
          if (declared > MAX_INFLATED_BYTES) return fail(over(`expands beyond ${MAX_INFLATED_BYTES / MiB} MB`));
          if (
            entry.uncompressedSize > RATIO_FLOOR_BYTES &&
            entry.uncompressedSize > MAX_INFLATE_RATIO * entry.compressedSize
          ) {
            return fail(
              over(`expands more than ${MAX_INFLATE_RATIO} times its size (${entry.fileName.slice(0, 100)})`),
            );
          }
          if (entry.fileName.endsWith('/')) return zip.readEntry();
          const xml = /\.(xml|rels)$/i.test(entry.fileName);
          zip.openReadStream(entry, (opened, stream) => {
            if (opened || !stream) return fail(opened ?? new Error('unreadable entry'));
            stream.on('data', (chunk: Buffer) => {
              inflated += chunk.length;
              if (inflated > MAX_INFLATED_BYTES) {
                stream.destroy();
                return fail(over(`expands beyond ${MAX_INFLATED_BYTES / MiB} MB`));
              }
              if (xml) for (const byte of chunk) if (byte === LT) tags++;
              if (tags > MAX_XML_TAGS) {
                stream.destroy();
                fail(over(`holds more than ${MAX_XML_TAGS.toLocaleString('en-US')} XML tags`));
              }
            });
            stream.on('error', (streamError: Error) =>
              fail(
                /too many bytes/i.test(streamError.message)
                  ? over(`inflates beyond the size it declares (${entry.fileName.slice(0, 100)})`)
                  : streamError,
              ),
            );
            stream.on('end', () => zip.readEntry());
          });
        });
        zip.readEntry();
      },
    );
  });
}

/** Fails HTML that nests deeper than MAX_HTML_DEPTH, counting as the parser does (implied ends included). */
export function checkHtmlDepth(html: string): void {
  let depth = 0;
  const parser = new Parser({
    onopentag() {
      if (++depth > MAX_HTML_DEPTH) throw new LimitError(`The HTML nests deeper than ${MAX_HTML_DEPTH} elements`);
    },
    onclosetag() {
      depth--;
    },
  });
  parser.write(html);
  parser.end();
}
