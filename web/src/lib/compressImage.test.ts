import imageCompression from 'browser-image-compression';
import { COMPRESSION_OPTIONS, compressImage } from './compressImage';

vi.mock('browser-image-compression', () => ({ default: vi.fn() }));

const compress = vi.mocked(imageCompression);

/** A real 1x1 PNG, and the same header declaring 50,000 x 50,000 pixels. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC'),
  (c) => c.charCodeAt(0),
);
const BOMB = PNG.slice();
new DataView(BOMB.buffer).setUint32(16, 50_000);
new DataView(BOMB.buffer).setUint32(20, 50_000);

describe('compressImage', () => {
  beforeEach(() => {
    compress.mockReset();
  });

  it('compresses with the seed limits (1 MB, 1920 px, web worker)', async () => {
    const original = new File([PNG], 'photo.png', { type: 'image/png' });
    const smaller = new File([PNG], 'photo.png', { type: 'image/png' });
    compress.mockResolvedValue(smaller);

    await expect(compressImage(original)).resolves.toBe(smaller);
    expect(compress).toHaveBeenCalledWith(original, COMPRESSION_OPTIONS);
    expect(COMPRESSION_OPTIONS).toMatchObject({ maxSizeMB: 1, maxWidthOrHeight: 1920, useWebWorker: true });
    // The worker loads the library from this site, not from a CDN.
    expect(COMPRESSION_OPTIONS.libURL).toMatch(/^\/.*browser-image-compression.*\.js$/);
  });

  it('keeps the original name when the library returns a plain Blob', async () => {
    const original = new File([PNG], 'site.png', { type: 'image/png' });
    compress.mockResolvedValue(new Blob(['a'], { type: 'image/png' }) as File);

    const result = await compressImage(original);
    expect(result).toBeInstanceOf(File);
    expect(result.name).toBe('site.png');
    expect(result.type).toBe('image/png');
  });

  it('returns the original file when compression fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const original = new File([PNG], 'broken.png', { type: 'image/png' });
    compress.mockImplementation(async () => {
      throw new Error('canvas not supported');
    });

    await expect(compressImage(original)).resolves.toBe(original);
    expect(warn).toHaveBeenCalled();
  });

  it.each([
    ['a PNG declaring 50,000 x 50,000 pixels', new File([BOMB], 'bomb.png', { type: 'image/png' })],
    ['text named .jpg', new File(['not a photo'], 'photo.jpg', { type: 'image/jpeg' })],
  ])('never decodes %s: it is sent as it is, for the server to refuse', async (_label, file) => {
    await expect(compressImage(file)).resolves.toBe(file);
    expect(compress).not.toHaveBeenCalled();
  });

  it("reports the library's progress and stops when cancelled, without falling back to the original", async () => {
    const original = new File([PNG], 'big.png', { type: 'image/png' });
    const seen: number[] = [];
    const controller = new AbortController();
    compress.mockImplementation(async (_file, options) => {
      options.onProgress?.(40);
      controller.abort();
      throw options.signal?.reason ?? new Error('aborted');
    });
    const err = await compressImage(original, { onProgress: (p) => seen.push(p), signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(seen).toEqual([40]);
    expect((err as Error).name).toBe('AbortError');
    expect(compress.mock.calls[0][1]).toMatchObject({ ...COMPRESSION_OPTIONS, signal: controller.signal });
  });

  it('does not start when already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(compressImage(new File([PNG], 'a.png'), { signal: controller.signal })).rejects.toThrow(/Stopped/);
    expect(compress).not.toHaveBeenCalled();
  });
});
