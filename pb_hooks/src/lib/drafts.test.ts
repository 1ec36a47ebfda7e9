import { describe, expect, it } from 'vitest';
import { withFileToken } from './drafts';

describe('withFileToken', () => {
  it('adds the token to every file URL of the markup, thumbs and srcset entries included', () => {
    const html =
      '<img src="/api/files/pbc_1/rec1/a_b.jpg?thumb=480x320" srcset="/api/files/pbc_1/rec1/a_b.jpg?thumb=360x240 360w, /api/files/pbc_1/rec1/a_b.jpg?thumb=960x640 960w">' +
      '<a href="/api/files/pbc_1/rec1/a_b.jpg">full</a>' +
      '<div data-props="{&quot;src&quot;:&quot;/api/files/pbc_1/rec2/c.png?thumb=1600x0&quot;}"></div>';
    expect(withFileToken(html, 'x.y-z')).toBe(
      '<img src="/api/files/pbc_1/rec1/a_b.jpg?thumb=480x320&amp;token=x.y-z" srcset="/api/files/pbc_1/rec1/a_b.jpg?thumb=360x240&amp;token=x.y-z 360w, /api/files/pbc_1/rec1/a_b.jpg?thumb=960x640&amp;token=x.y-z 960w">' +
        '<a href="/api/files/pbc_1/rec1/a_b.jpg?token=x.y-z">full</a>' +
        '<div data-props="{&quot;src&quot;:&quot;/api/files/pbc_1/rec2/c.png?thumb=1600x0&amp;token=x.y-z&quot;}"></div>',
    );
  });

  it('leaves markup without file URLs as it is', () => {
    expect(withFileToken('<p>/api/site/health</p>', 't')).toBe('<p>/api/site/health</p>');
  });
});
