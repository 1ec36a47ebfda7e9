import { render } from '@testing-library/react';
import type { HomeSettings } from '../lib/types';
import { SiteLogo } from './SiteLogo';

const settings = { id: 'home1', collectionId: 'pbc_home', logo: 'logo_x.png' } as unknown as HomeSettings;

describe('SiteLogo', () => {
  it('offers the logo thumbs by width for its 40-44 px box, so a phone takes the 96 px one', () => {
    const { container } = render(<SiteLogo homeSettings={settings} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toMatch(/logo_x\.png\?thumb=96x96$/);
    expect(img.getAttribute('srcset')).toMatch(/thumb=96x96 96w, .*thumb=144x144 144w, .*thumb=192x192 192w$/);
    expect(img).toHaveAttribute('sizes', '44px');
  });

  it('is loaded after the first layout, at low priority, so it does not compete with the CSS and the largest image', () => {
    const { container } = render(<SiteLogo homeSettings={settings} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('fetchpriority', 'low');
    expect(img).toHaveAttribute('width', '40');
    expect(img).toHaveAttribute('height', '40');
  });

  it('draws the hard-hat mark without a logo', () => {
    const { container } = render(<SiteLogo homeSettings={{ ...settings, logo: '' }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
