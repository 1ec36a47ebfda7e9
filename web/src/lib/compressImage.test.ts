import imageCompression from 'browser-image-compression';
import { COMPRESSION_OPTIONS, compressImage } from './compressImage';

vi.mock('browser-image-compression', () => ({ default: vi.fn() }));

const compress = vi.mocked(imageCompression);

describe('compressImage', () => {
  beforeEach(() => {
    compress.mockReset();
  });

  it('compresses with the seed limits (1 MB, 1920 px, web worker)', async () => {
    const original = new File(['x'.repeat(2000)], 'photo.jpg', { type: 'image/jpeg' });
    const smaller = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
    compress.mockResolvedValue(smaller);

    await expect(compressImage(original)).resolves.toBe(smaller);
    expect(compress).toHaveBeenCalledWith(original, COMPRESSION_OPTIONS);
    expect(COMPRESSION_OPTIONS).toMatchObject({ maxSizeMB: 1, maxWidthOrHeight: 1920, useWebWorker: true });
    // The worker loads the library from this site, not from a CDN.
    expect(COMPRESSION_OPTIONS.libURL).toMatch(/^\/.*browser-image-compression.*\.js$/);
  });

  it('keeps the original name when the library returns a plain Blob', async () => {
    const original = new File(['abc'], 'site.png', { type: 'image/png' });
    compress.mockResolvedValue(new Blob(['a'], { type: 'image/png' }) as File);

    const result = await compressImage(original);
    expect(result).toBeInstanceOf(File);
    expect(result.name).toBe('site.png');
    expect(result.type).toBe('image/png');
  });

  it('returns the original file when compression fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const original = new File(['abc'], 'broken.jpg', { type: 'image/jpeg' });
    compress.mockImplementation(async () => {
      throw new Error('canvas not supported');
    });

    await expect(compressImage(original)).resolves.toBe(original);
    expect(warn).toHaveBeenCalled();
  });
});
