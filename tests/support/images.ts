/**
 * Hostile files for upload tests (issue 14): a decompression bomb, a GIF/JavaScript polyglot,
 * a real SVG with a script.
 */
import { once } from 'node:events';
import zlib from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A real 1-bit PNG of `size` x `size` black pixels: all of it compresses to almost nothing
 * (50,000 x 50,000: ~300 KB that decode to 2.5 Gpx).
 */
export async function bombPng(size: number): Promise<Uint8Array<ArrayBuffer>> {
  const deflate = zlib.createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (d: Buffer) => parts.push(d));
  const row = Buffer.alloc(1 + Math.ceil(size / 8));
  for (let y = 0; y < size; y++) {
    if (!deflate.write(row)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', Buffer.concat(parts)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** A 1x1 GIF (one frame, a global colour table of two). */
export const GIF_1PX = Buffer.from('R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=', 'base64');

/**
 * A GIF/JavaScript polyglot: as a script, `GIF89a` is an identifier, the image's bytes sit in a
 * comment opened by its width (`/*`), and the code comes after the GIF's trailer.
 */
export function gifJsPolyglot(): Uint8Array<ArrayBuffer> {
  // GIF89a/* : width 0x2a2f, a comment opens; everything up to */ is the image.
  const header = Buffer.from('GIF89a/*\x01\x00\x00\x00\x00', 'latin1');
  const frame = Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0, 0x3b]);
  return new Uint8Array(Buffer.concat([header, frame, Buffer.from('*/=1;document.title="polyglot ran";', 'latin1')]));
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.domain)</script><rect width="10" height="10"/></svg>',
);

/**
 * The first value of a JPEG's first quantization table (the luminance DC step), which tells the
 * encoder's quality with the standard tables: 2 at quality 95 (PocketBase's thumbs), 6 at 80
 * (the uploader's, shared/thumbs.ts). -1 when there is no table.
 */
export function jpegLumaDcStep(bytes: Uint8Array): number {
  let at = 2;
  while (at + 4 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1];
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    // DQT: precision/table id byte, then 64 steps (8-bit when precision is 0).
    if (marker === 0xdb) return (bytes[at + 4] & 0xf0) === 0 ? bytes[at + 5] : (bytes[at + 5] << 8) | bytes[at + 6];
    at += 2 + length;
  }
  return -1;
}
