import { crc32 } from 'node:zlib';

/**
 * Text written into a PNG file (iTXt chunks, UTF-8, uncompressed): the social preview image records
 * the words it was drawn with, so the launch check can tell when the business details have changed
 * since (scripts/generate-social-image.ts, scripts/shared/launchItems.ts).
 */

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Chunk {
  type: string;
  data: Buffer;
}

function chunks(png: Buffer): Chunk[] {
  if (png.length < signature.length || !png.subarray(0, signature.length).equals(signature)) throw new Error('not a PNG file');
  const found: Chunk[] = [];
  for (let at = signature.length; at + 12 <= png.length;) {
    const length = png.readUInt32BE(at);
    found.push({ type: png.toString('latin1', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return found;
}

function encode({ type, data }: Chunk): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The uncompressed text of a PNG's tEXt and iTXt chunks, by keyword. */
export function readPngText(png: Buffer): Record<string, string> {
  const text: Record<string, string> = {};
  for (const { type, data } of chunks(png)) {
    const keywordEnd = data.indexOf(0);
    if (keywordEnd < 0) continue;
    const keyword = data.toString('latin1', 0, keywordEnd);
    if (type === 'tEXt') text[keyword] = data.toString('latin1', keywordEnd + 1);
    if (type === 'iTXt' && data[keywordEnd + 1] === 0) {
      // keyword \0, compression flag, method, language tag \0, translated keyword \0, text
      const languageEnd = data.indexOf(0, keywordEnd + 3);
      const translatedEnd = languageEnd < 0 ? -1 : data.indexOf(0, languageEnd + 1);
      if (translatedEnd >= 0) text[keyword] = data.toString('utf8', translatedEnd + 1);
    }
  }
  return text;
}

/** The PNG with `text` written into it (before its end), replacing text of the same keywords. */
export function withPngText(png: Buffer, text: Record<string, string>): Buffer {
  const keywords = new Set(Object.keys(text));
  const kept = chunks(png).filter(
    ({ type, data }) => !(['tEXt', 'iTXt'].includes(type) && keywords.has(data.toString('latin1', 0, data.indexOf(0)))),
  );
  const added = Object.entries(text).map(([keyword, value]) => ({
    type: 'iTXt',
    data: Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0, 0, 0, 0, 0]), Buffer.from(value, 'utf8')]),
  }));
  const end = kept.findIndex((chunk) => chunk.type === 'IEND');
  return Buffer.concat([signature, ...[...kept.slice(0, end), ...added, ...kept.slice(end)].map(encode)]);
}
