import { afterEach, describe, expect, it } from 'vitest';
import { firstPaintImage, forgetFirstPaintImage, keepFirstPaintImage } from './firstPaintImage';

function root(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
}

afterEach(forgetFirstPaintImage);

describe('keepFirstPaintImage', () => {
  it("takes the server's hero image out of #root and hands it over for the same file", () => {
    const element = root(
      '<section><img data-first-paint="hero" src="http://localhost:3000/api/files/c1/r1/bg.jpg?thumb=960x0"></section>',
    );
    const image = element.querySelector('img');
    keepFirstPaintImage(element);
    expect(element.querySelector('img')).toBeNull();
    expect(firstPaintImage('/api/files/c1/r1/bg.jpg')).toBe(image);
    expect(firstPaintImage('/api/files/c1/r1/bg.jpg?thumb=1920x0')).toBe(image);
  });

  it('hands nothing over for another file, or when the server sent no image', () => {
    keepFirstPaintImage(root('<section><img data-first-paint="hero" src="/api/files/c1/r1/bg.jpg"></section>'));
    expect(firstPaintImage('/api/files/c1/r1/new.jpg')).toBeNull();
    expect(firstPaintImage('')).toBeNull();
    forgetFirstPaintImage();
    keepFirstPaintImage(root('<section><img src="/api/files/c1/r1/bg.jpg"></section>'));
    expect(firstPaintImage('/api/files/c1/r1/bg.jpg')).toBeNull();
  });
});
