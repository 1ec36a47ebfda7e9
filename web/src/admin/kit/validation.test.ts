import { isAcceptedImage, isBlank, isValid, parseInteger } from './validation';

describe('admin validation helpers', () => {
  it('treats whitespace as blank', () => {
    expect(isBlank('  ')).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });

  it('parses whole numbers written with digits only', () => {
    expect(parseInteger(' 2024 ')).toBe(2024);
    expect(parseInteger('-3')).toBe(-3);
    expect(parseInteger('20.5')).toBeNull();
    expect(parseInteger('1e3')).toBeNull();
    expect(parseInteger('')).toBeNull();
  });

  it('accepts only the image types the server stores', () => {
    expect(isAcceptedImage(new File(['x'], 'a.webp', { type: 'image/webp' }))).toBe(true);
    expect(isAcceptedImage(new File(['x'], 'a.svg', { type: 'image/svg+xml' }))).toBe(false);
    expect(isAcceptedImage(new File(['x'], 'a.heic', { type: 'image/heic' }))).toBe(false);
  });

  it('is valid only without messages', () => {
    expect(isValid({})).toBe(true);
    expect(isValid({ title: undefined })).toBe(true);
    expect(isValid({ title: 'This field is required' })).toBe(false);
  });
});
