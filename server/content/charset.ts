import chardet from 'chardet';
import iconv from 'iconv-lite';

/** The byte-order marks that name their encoding (longest first, so UTF-32 is not read as UTF-16). */
const BOMS: [number[], string][] = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xff, 0xfe, 0x00, 0x00], 'utf-32le'],
  [[0x00, 0x00, 0xfe, 0xff], 'utf-32be'],
  [[0xff, 0xfe], 'utf-16le'],
  [[0xfe, 0xff], 'utf-16be'],
];

/** How far into a document its own declaration is looked for (browsers look at the first 1024 bytes). */
const PRESCAN_BYTES = 4096;
/** How much of a document the charset detector reads: enough to tell, without reading 10 MB. */
const DETECT_BYTES = 64 * 1024;
const META_CHARSET = /<meta\b[^>]*?\bcharset\s*=\s*["']?\s*([\w.:-]+)/i;
const XML_ENCODING = /^\s*<\?xml\b[^>]*?\bencoding\s*=\s*["']([\w.:-]+)["']/;

function bomOf(bytes: Uint8Array): { encoding: string; length: number } | null {
  for (const [marks, encoding] of BOMS) {
    if (bytes.length >= marks.length && marks.every((mark, i) => bytes[i] === mark)) {
      return { encoding, length: marks.length };
    }
  }
  return null;
}

/** The charset parameter of a media type ("text/html; charset=ISO-8859-1" → "ISO-8859-1"), or null. */
export function charsetParameter(mediaType: string | null | undefined): string | null {
  const match = /;\s*charset\s*=\s*"?([\w.:-]{1,40})"?\s*(?:;|$)/i.exec(mediaType ?? '');
  return match ? match[1] : null;
}

/** The encoding an HTML or XML document declares in its first bytes (meta tag, XML declaration), or null. */
function declaredInside(bytes: Uint8Array, markup: boolean): string | null {
  if (!markup) return null;
  const head = Buffer.from(bytes.subarray(0, PRESCAN_BYTES)).toString('latin1');
  const label = (XML_ENCODING.exec(head) ?? META_CHARSET.exec(head))?.[1] ?? null;
  // A page that says UTF-16 in ASCII bytes cannot be UTF-16; browsers read it as UTF-8 too.
  return label && /^utf-?16/i.test(label) ? 'utf-8' : label;
}

/**
 * Decodes with a label browsers know (WHATWG: "iso-8859-1" reads as windows-1252, as every browser does)
 * or, failing that, one iconv-lite knows; null when neither does.
 */
function decodeAs(bytes: Uint8Array, label: string): string | null {
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return iconv.encodingExists(label) ? iconv.decode(Buffer.from(bytes), label) : null;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A document's text from its bytes: the byte-order mark first, then the charset the sender declared (a
 * push's Content-Type), then the document's own declaration (HTML meta, XML declaration), then UTF-8 if
 * the bytes are valid UTF-8, then the charset detected from the bytes (chardet).
 */
export function decodeText(bytes: Uint8Array, options: { declared?: string | null; markup?: boolean } = {}): string {
  const bom = bomOf(bytes);
  if (bom) {
    const text = decodeAs(bytes.subarray(bom.length), bom.encoding);
    if (text !== null) return text;
  }
  for (const label of [options.declared, declaredInside(bytes, options.markup ?? false)]) {
    if (!label) continue;
    const text = decodeAs(bytes, label.trim());
    if (text !== null) return text;
  }
  try {
    return utf8.decode(bytes);
  } catch {
    // Not UTF-8: what the bytes look like decides.
  }
  const detected = chardet.detect(bytes.subarray(0, DETECT_BYTES));
  const text = detected ? decodeAs(bytes, detected) : null;
  if (text === null) throw new Error('The text is in a character set the platform cannot tell');
  return text;
}
