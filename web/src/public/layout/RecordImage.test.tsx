import { render, screen } from '@testing-library/react';
import { RecordImage } from './RecordImage';

const record = { id: 'r1', collectionId: 'pbc_projects', collectionName: 'projects' };
const props = {
  record,
  thumbs: ['480x320', '960x640', '1600x0'] as const,
  thumb: '480x320' as const,
  sizes: '100vw',
  width: 480,
  height: 320,
};

describe('RecordImage', () => {
  it('serves the thumbs with srcset, sizes, dimensions and lazy loading', () => {
    render(<RecordImage {...props} file="cover.jpg" alt="A villa" />);
    const img = screen.getByRole('img', { name: 'A villa' });
    expect(img.getAttribute('src')).toMatch(/\/api\/files\/pbc_projects\/r1\/cover\.jpg\?thumb=480x320$/);
    expect(img.getAttribute('srcset')).toMatch(/thumb=480x320 480w, .*thumb=960x640 960w, .*thumb=1600x0 1600w$/);
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '320');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('loads at once with high priority above the fold', () => {
    render(<RecordImage {...props} file="cover.jpg" alt="A villa" priority />);
    const img = screen.getByRole('img', { name: 'A villa' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('marks the image for the placeholder CSS draws when it fails to load (no script on a document)', () => {
    render(<RecordImage {...props} file="cover.jpg" alt="A villa" className="aspect-[3/2]" />);
    const img = screen.getByRole('img', { name: 'A villa' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveClass('record-image', 'aspect-[3/2]');
  });

  it('draws a placeholder when there is no file', () => {
    const { container } = render(<RecordImage {...props} file="" alt="" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
