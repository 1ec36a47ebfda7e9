import { describe, expect, it } from 'vitest';
import { THUMBS } from './images';
import { thumbBox, thumbOwner, thumbPath, thumbSizesOf, thumbStorageKey } from './thumbs';

describe('thumbStorageKey and thumbOwner (where PocketBase keeps thumbs)', () => {
  it("names the thumb in its file's folder, and finds the file from it", () => {
    const key = thumbStorageKey('pbc_1/rec1', 'cover_ab.jpg', '720x480');
    expect(key).toBe('pbc_1/rec1/thumbs_cover_ab.jpg/720x480_cover_ab.jpg');
    expect(thumbOwner(key)).toBe('cover_ab.jpg');
    expect(thumbOwner('pbc_1/rec1/thumbs_cover_ab.jpg/720x480_cover_ab.webp')).toBe('cover_ab.jpg');
  });

  it('finds no file for an original or a key of another shape', () => {
    expect(thumbOwner('pbc_1/rec1/thumbs_x.jpg')).toBeNull();
    expect(thumbOwner('pbc_1/rec1/cover.jpg')).toBeNull();
    expect(thumbOwner('pbc_1/rec1/other/720x480_x.jpg')).toBeNull();
    expect(thumbOwner('a/b/c/thumbs_x.jpg/y')).toBeNull();
  });
});

describe('thumbBox (PocketBase geometry)', () => {
  it('keeps the ratio for Wx0 and 0xH, rounding half up, at least 1 px', () => {
    expect(thumbBox('1600x0', 1200, 800)).toEqual({ width: 1600, height: 1067, sx: 0, sy: 0, sw: 1200, sh: 800 });
    expect(thumbBox('800x0', 1920, 1080)).toMatchObject({ width: 800, height: 450 });
    expect(thumbBox('0x100', 300, 200)).toMatchObject({ width: 150, height: 100 });
    expect(thumbBox('100x0', 10000, 10)).toMatchObject({ width: 100, height: 1 });
  });

  it('cuts the middle of a wider or a taller original for WxH', () => {
    const tall = thumbBox('360x240', 800, 1200)!;
    expect(tall).toMatchObject({ width: 360, height: 240, sx: 0, sw: 800 });
    expect(tall.sh).toBeCloseTo(1600 / 3, 9);
    expect(tall.sy).toBeCloseTo((1200 - 1600 / 3) / 2, 9);
    expect(thumbBox('240x240', 1000, 500)).toEqual({ width: 240, height: 240, sx: 250, sy: 0, sw: 500, sh: 500 });
    expect(thumbBox('480x320', 1200, 800)).toEqual({ width: 480, height: 320, sx: 0, sy: 0, sw: 1200, sh: 800 });
  });

  it('has no box for what is not a plain size', () => {
    for (const size of ['0x0', '100x100t', 'x100', '100', '', '100x100f']) expect(thumbBox(size, 100, 100)).toBeNull();
    expect(thumbBox('100x100', 0, 100)).toBeNull();
  });
});

describe('thumb sizes and route', () => {
  it('reads the declared sizes of a field, none for others', () => {
    expect(thumbSizesOf('projects', 'coverImage')).toEqual(THUMBS.projects.coverImage);
    expect(thumbSizesOf('projects', 'title')).toEqual([]);
    expect(thumbSizesOf('nope', 'image')).toEqual([]);
  });

  it('encodes every part of the path', () => {
    expect(thumbPath('projects', 'abc', 'a b.jpg', '480x320')).toBe(
      '/api/site/thumbs/projects/abc/a%20b.jpg?thumb=480x320',
    );
  });
});
