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
});
