/**
 * What an uploaded image really is, read from its own bytes (issue 14): the type from its
 * header (JPEG, PNG, WebP or GIF, nothing else), its pixel size and, for a GIF, its frames.
 * Pure functions without PocketBase globals: the upload hook, the thumb guard and the tests
 * use the same ones.
 *
 * note: a decoder allocates width x height x 4 bytes whatever the file's size: a 300 KB PNG
 * can declare 50,000 x 50,000 pixels (10 GB decoded). Nothing is decoded here; the header is
 * enough to refuse it before any thumb is made.
 */

/** The longest side an image may have, in pixels. */
export const MAX_IMAGE_SIDE = 8000;
/** The most pixels an image may have (a 40-megapixel camera's full frame). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The most frames an animated GIF may have. */
export const MAX_GIF_FRAMES = 100;

export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif';

/** The MIME type and file extension of each accepted image type. */
export const IMAGE_TYPES: Record<ImageType, { mime: string; extension: string }> = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  png: { mime: 'image/png', extension: 'png' },
  webp: { mime: 'image/webp', extension: 'webp' },
  gif: { mime: 'image/gif', extension: 'gif' },
};

/** The image MIME type a file name's extension names (`.jpeg` too), or '' when it names none. */
export function imageTypeOfName(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (extension === 'jpeg') return IMAGE_TYPES.jpeg.mime;
  for (const type of Object.keys(IMAGE_TYPES) as ImageType[]) {
    if (IMAGE_TYPES[type].extension === extension) return IMAGE_TYPES[type].mime;
  }
  return '';
}

export interface ImageInfo {
  type: ImageType;
  width: number;
  height: number;
  /** Frames of a GIF; 1 for every other type. */
  frames: number;
}

/**
 * Reads up to `length` bytes at `offset` (fewer at the end of the file). The hooks pass a
 * seek-and-read over PocketBase's file reader; tests pass a Uint8Array's slice.
 */
export type ReadBytes = (offset: number, length: number) => ArrayLike<number>;

export const NOT_AN_IMAGE_MESSAGE = 'Choose a JPEG, PNG, WebP or GIF image: this file is not one.';

/** The field message for an image over the caps, or '' when it is within them. */
export function imageSizeProblem(info: ImageInfo): string {
  if (info.width > MAX_IMAGE_SIDE || info.height > MAX_IMAGE_SIDE || info.width * info.height > MAX_IMAGE_PIXELS) {
    return `The image is ${info.width} x ${info.height} pixels; images may be at most ${MAX_IMAGE_SIDE} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`;
  }
  if (info.frames > MAX_GIF_FRAMES) {
    return `The animation has ${info.frames} frames; at most ${MAX_GIF_FRAMES} are allowed.`;
  }
  return '';
}

/** The file's image info, or null when its bytes are not a whole JPEG, PNG, WebP or GIF header. */
export function readImageInfo(read: ReadBytes): ImageInfo | null {
  const bytes = new Window(read);
  try {
    if (bytes.matches(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return png(bytes);
    if (bytes.matches(0, [0xff, 0xd8, 0xff])) return jpeg(bytes);
    if (bytes.ascii(0, 4) === 'RIFF' && bytes.ascii(8, 4) === 'WEBP') return webp(bytes);
    if (bytes.ascii(0, 6) === 'GIF87a' || bytes.ascii(0, 6) === 'GIF89a') return gif(bytes);
  } catch (err) {
    if (err instanceof Truncated) return null;
    throw err;
  }
  return null;
}

/** Why the file's bytes are refused as an image, or '' with its info when they are accepted. */
export function checkImage(read: ReadBytes): { problem: string; info: ImageInfo | null } {
  const info = readImageInfo(read);
  if (!info || info.width < 1 || info.height < 1) return { problem: NOT_AN_IMAGE_MESSAGE, info: null };
  return { problem: imageSizeProblem(info), info };
}

class Truncated extends Error {}

/** Random access to the file's bytes through a window of 64 KB, read again only when left. */
class Window {
  private start = 0;
  private data: ArrayLike<number> = [];

  constructor(private readonly read: ReadBytes) {}

  byte(offset: number): number {
    if (offset < this.start || offset >= this.start + this.data.length) {
      this.start = offset;
      this.data = this.read(offset, 65536);
      if (!this.data.length) throw new Truncated('end of file');
    }
    return this.data[offset - this.start] & 0xff;
  }

  /** True when the file has a byte at `offset`. */
  has(offset: number): boolean {
    try {
      this.byte(offset);
      return true;
    } catch (err) {
      if (err instanceof Truncated) return false;
      throw err;
    }
  }

  matches(offset: number, expected: number[]): boolean {
    for (let i = 0; i < expected.length; i++)
      if (!this.has(offset + i) || this.byte(offset + i) !== expected[i]) return false;
    return true;
  }

  ascii(offset: number, length: number): string {
    let text = '';
    for (let i = 0; i < length; i++) {
      if (!this.has(offset + i)) return text;
      text += String.fromCharCode(this.byte(offset + i));
    }
    return text;
  }

  u16be(offset: number): number {
    return (this.byte(offset) << 8) | this.byte(offset + 1);
  }

  u16le(offset: number): number {
    return this.byte(offset) | (this.byte(offset + 1) << 8);
  }

  u24le(offset: number): number {
    return this.u16le(offset) | (this.byte(offset + 2) << 16);
  }

  u32be(offset: number): number {
    return this.u16be(offset) * 65536 + this.u16be(offset + 2);
  }
}

/** PNG: the IHDR chunk comes first, right after the signature. */
function png(bytes: Window): ImageInfo | null {
  if (bytes.u32be(8) !== 13 || bytes.ascii(12, 4) !== 'IHDR') return null;
  return { type: 'png', width: bytes.u32be(16), height: bytes.u32be(20), frames: 1 };
}

/** JPEG: markers and their segments up to the first start-of-frame (SOF0-SOF15 but DHT, JPG, DAC). */
function jpeg(bytes: Window): ImageInfo | null {
  let at = 2;
  for (;;) {
    if (bytes.byte(at) !== 0xff) return null;
    let marker = bytes.byte(at + 1);
    // Fill bytes: any number of 0xFF may come before a marker.
    while (marker === 0xff) marker = bytes.byte(++at + 1);
    at += 2;
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    // Start of scan or end of image before any frame header: not a whole image.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = bytes.u16be(at);
    if (length < 2) return null;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { type: 'jpeg', height: bytes.u16be(at + 3), width: bytes.u16be(at + 5), frames: 1 };
    }
    at += length;
  }
}

/** WebP: lossy (VP8), lossless (VP8L) or extended (VP8X, whose canvas covers every frame). */
function webp(bytes: Window): ImageInfo | null {
  const chunk = bytes.ascii(12, 4);
  if (chunk === 'VP8 ') {
    // A key frame's start code, then 14-bit width and height (2 bits of scale above them).
    if (!bytes.matches(23, [0x9d, 0x01, 0x2a])) return null;
    return { type: 'webp', width: bytes.u16le(26) & 0x3fff, height: bytes.u16le(28) & 0x3fff, frames: 1 };
  }
  if (chunk === 'VP8L') {
    if (bytes.byte(20) !== 0x2f) return null;
    const b1 = bytes.byte(21);
    const b2 = bytes.byte(22);
    const b3 = bytes.byte(23);
    const b4 = bytes.byte(24);
    return {
      type: 'webp',
      width: 1 + (((b2 & 0x3f) << 8) | b1),
      height: 1 + (((b4 & 0x0f) << 10) | (b3 << 2) | ((b2 & 0xc0) >> 6)),
      frames: 1,
    };
  }
  if (chunk === 'VP8X') {
    return { type: 'webp', width: 1 + bytes.u24le(24), height: 1 + bytes.u24le(27), frames: 1 };
  }
  return null;
}

/** Skips a GIF's data sub-blocks starting at `at`; returns the offset after their terminator. */
function skipSubBlocks(bytes: Window, at: number): number {
  for (let size = bytes.byte(at); size !== 0; size = bytes.byte(at)) at += size + 1;
  return at + 1;
}

/**
 * GIF: the whole block structure, to count frames and to see every frame's size. A GIF ends
 * with its trailer: bytes after it (a script appended to an image) make it no image.
 */
function gif(bytes: Window): ImageInfo | null {
  let width = bytes.u16le(6);
  let height = bytes.u16le(8);
  const flags = bytes.byte(10);
  let at = 13 + (flags & 0x80 ? 3 << ((flags & 7) + 1) : 0);
  let frames = 0;
  for (;;) {
    const block = bytes.byte(at);
    if (block === 0x3b) {
      if (bytes.has(at + 1) || frames === 0) return null;
      return { type: 'gif', width, height, frames };
    }
    if (block === 0x21) {
      at = skipSubBlocks(bytes, at + 2);
    } else if (block === 0x2c) {
      frames++;
      // A frame larger than the screen it is drawn on is decoded at its own size.
      width = Math.max(width, bytes.u16le(at + 1) + bytes.u16le(at + 5));
      height = Math.max(height, bytes.u16le(at + 3) + bytes.u16le(at + 7));
      const local = bytes.byte(at + 9);
      at += 10 + (local & 0x80 ? 3 << ((local & 7) + 1) : 0);
      at = skipSubBlocks(bytes, at + 1); // after the LZW minimum code size
    } else {
      return null;
    }
  }
}
