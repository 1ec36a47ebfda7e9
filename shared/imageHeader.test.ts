import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  checkImage,
  imageTypeOfName,
  MAX_GIF_FRAMES,
  NOT_AN_IMAGE_MESSAGE,
  readImageInfo,
  type ReadBytes,
} from './imageHeader';

const from =
  (bytes: Uint8Array): ReadBytes =>
  (offset, length) =>
    bytes.subarray(offset, offset + length);

const info = (bytes: Uint8Array) => readImageInfo(from(bytes));

function raw(width: number, height: number, channels: 3 | 4 = 3) {
  return sharp(Buffer.alloc(width * height * channels, 128), { raw: { width, height, channels } });
}

/** A GIF of `frames` 2x2 frames, written by hand (sharp writes one frame per page). */
function animatedGif(frames: number): Uint8Array {
  const parts: number[] = [...Buffer.from('GIF89a'), 2, 0, 2, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255];
  parts.push(0x21, 0xff, 11, ...Buffer.from('NETSCAPE2.0'), 3, 1, 0, 0, 0);
  for (let i = 0; i < frames; i++) {
    parts.push(0x21, 0xf9, 4, 0, 10, 0, 0, 0);
    parts.push(0x2c, 0, 0, 0, 0, 2, 0, 2, 0, 0, 2, 2, 0x44, 0x01, 0);
  }
  parts.push(0x3b);
  return Uint8Array.from(parts);
}

describe('readImageInfo reads real encoders’ files', () => {
  it('PNG', async () => {
    expect(info(await raw(321, 123).png().toBuffer())).toEqual({ type: 'png', width: 321, height: 123, frames: 1 });
  });

  it('JPEG, baseline and progressive, after EXIF', async () => {
    const baseline = await raw(640, 480)
      .withMetadata({ exif: { IFD0: { Copyright: 'x'.repeat(5000) } } })
      .jpeg()
      .toBuffer();
    expect(info(baseline)).toEqual({ type: 'jpeg', width: 640, height: 480, frames: 1 });
    const progressive = await raw(33, 17).jpeg({ progressive: true }).toBuffer();
    expect(info(progressive)).toEqual({ type: 'jpeg', width: 33, height: 17, frames: 1 });
  });

  it('WebP lossy, lossless and extended', async () => {
    expect(info(await raw(301, 199).webp().toBuffer())).toEqual({ type: 'webp', width: 301, height: 199, frames: 1 });
    expect(info(await raw(301, 199).webp({ lossless: true }).toBuffer())).toEqual({
      type: 'webp',
      width: 301,
      height: 199,
      frames: 1,
    });
    const alpha = await raw(77, 55, 4).webp({ alphaQuality: 50 }).withMetadata().toBuffer();
    expect(info(alpha)).toEqual({ type: 'webp', width: 77, height: 55, frames: 1 });
  });

  it('GIF, one frame and animated', async () => {
    expect(info(await raw(40, 30).gif().toBuffer())).toEqual({ type: 'gif', width: 40, height: 30, frames: 1 });
    expect(info(animatedGif(7))).toEqual({ type: 'gif', width: 2, height: 2, frames: 7 });
  });
});

describe('checkImage refuses', () => {
  it('a PNG declaring 50,000 x 50,000 pixels (a decompression bomb), by its header alone', () => {
    const header = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
    header.writeUInt32BE(13, 8);
    header.write('IHDR', 12, 'ascii');
    header.writeUInt32BE(50_000, 16);
    header.writeUInt32BE(50_000, 20);
    expect(checkImage(from(header)).problem).toMatch(/50000 x 50000 pixels; images may be at most 8000 pixels a side/);
  });

  it('images over a side or over the megapixels', async () => {
    expect(checkImage(from(await raw(8001, 1).png().toBuffer())).problem).toMatch(/8001 x 1/);
    // 7,000 x 6,000 is within the side but 42 megapixels.
    const header = await raw(1, 1).png().toBuffer();
    header.writeUInt32BE(7000, 16);
    header.writeUInt32BE(6000, 20);
    expect(checkImage(from(header)).problem).toMatch(/40 megapixels/);
    expect(checkImage(from(await raw(8000, 5).png().toBuffer())).problem).toBe('');
  });

  it('GIFs with too many frames, and a frame larger than the screen', () => {
    expect(checkImage(from(animatedGif(MAX_GIF_FRAMES))).problem).toBe('');
    expect(checkImage(from(animatedGif(MAX_GIF_FRAMES + 1))).problem).toMatch(/101 frames/);
    const big = animatedGif(1);
    // The frame's width (at its descriptor + 5) says 20,000.
    const descriptor = big.lastIndexOf(0x2c, big.length - 10);
    big[descriptor + 5] = 20_000 & 0xff;
    big[descriptor + 6] = 20_000 >> 8;
    expect(checkImage(from(big)).problem).toMatch(/20000 x 2/);
  });

  it('a GIF with a script after its trailer (a GIF/JavaScript polyglot)', async () => {
    const image = await raw(2, 2).gif().toBuffer();
    const polyglot = Buffer.concat([image, Buffer.from('\n*/alert(document.domain)//')]);
    expect(checkImage(from(polyglot)).problem).toBe(NOT_AN_IMAGE_MESSAGE);
  });

  it.each([
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['HTML', '<!doctype html><script>alert(1)</script>'],
    ['JavaScript', 'alert(1)'],
    ['empty', ''],
    ['a PNG signature alone', '\x89PNG\r\n\x1a\n'],
    ['a JPEG that ends before its frame header', '\xff\xd8\xff\xe0\x00\x10JFIF\x00'],
    ['a GIF without its trailer', 'GIF89a\x01\x00\x01\x00\x00\x00\x00'],
    ['a GIF without frames', 'GIF89a\x01\x00\x01\x00\x00\x00\x00;'],
    ['a RIFF that is not WebP', 'RIFF\x00\x00\x00\x00WAVEfmt '],
  ])('%s', (_name, text) => {
    expect(checkImage(from(Buffer.from(text, 'latin1'))).problem).toBe(NOT_AN_IMAGE_MESSAGE);
  });

  it('a zero-pixel image', async () => {
    const header = await raw(1, 1).png().toBuffer();
    header.writeUInt32BE(0, 16);
    expect(checkImage(from(header)).problem).toBe(NOT_AN_IMAGE_MESSAGE);
  });
});

describe('reading', () => {
  // note: a GIF of more than one window (not the 5 MB one this was: seconds of CPU, past the timeout under
  // load) shows the same: one read per 64 KB window, not one per byte.
  it('reads a GIF of several 64 KB windows in windows, not byte by byte', async () => {
    const side = 600;
    const pixels = Buffer.alloc(side * side * 3);
    // note: pseudo-random pixels (a fixed LCG), which LZW cannot shrink much
    let seed = 1;
    for (let i = 0; i < pixels.length; i++) pixels[i] = (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
    const image = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .gif()
      .toBuffer();
    expect(image.length).toBeGreaterThan(65536);
    let reads = 0;
    const read: ReadBytes = (offset, length) => {
      reads++;
      return image.subarray(offset, offset + length);
    };
    expect(readImageInfo(read)).toEqual({ type: 'gif', width: side, height: side, frames: 1 });
    expect(reads).toBeLessThanOrEqual(Math.ceil(image.length / 65536) + 2);
  });
});

describe('imageTypeOfName (the type a stored file is served as)', () => {
  it.each([
    ['p_abc.gif', 'image/gif'],
    ['x.JPG', 'image/jpeg'],
    ['x.jpeg', 'image/jpeg'],
    ['480x320_x.webp', 'image/webp'],
    ['a.png', 'image/png'],
    ['p_abc.js', ''],
    ['logo.svg', ''],
    ['page.html', ''],
    ['style.css', ''],
    ['noextension', ''],
  ])('%s → %s', (name, type) => {
    expect(imageTypeOfName(name)).toBe(type);
  });
});
