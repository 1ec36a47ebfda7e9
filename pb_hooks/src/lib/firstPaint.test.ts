import { describe, expect, it } from 'vitest';
import { firstPaintHtml } from './firstPaint';
import { pageFor, type Rec, type SiteData } from './seo';

const BASE = 'https://example.lk';

function rec(collectionId: string, id: string, fields: Record<string, unknown>): Rec {
  return { id, collectionId, ...fields };
}

function data(home: Record<string, unknown> | null, company = 'Serendib Build'): SiteData {
  return {
    home_settings: home && rec('home', 'singletonrecord', home),
    stats_settings: rec('stats', 'singletonrecord', { years_experience: 22 }),
    Footer_menu: rec('footer', 'singletonrecord', { company_name: company }),
    about_settings: null,
    contact_settings: null,
    projects: [],
    services: [],
    team: [],
    project_categories: [],
    journey: [],
  };
}

describe('firstPaintHtml', () => {
  it("renders the home page's header and hero with its image, title and subtitle", () => {
    const site = data({
      title: 'Building Trust',
      subtitle: 'Homes across Sri Lanka',
      backgroundImage: 'bg.jpg',
      logo: 'l.png',
    });
    const html = firstPaintHtml(pageFor('/', site, BASE)!, site, BASE);
    expect(html).toContain('>Building Trust</h1>');
    expect(html).toContain('>Homes across Sri Lanka</p>');
    expect(html).toContain('>Serendib Build</span>');
    expect(html).toContain(`srcset="${BASE}/api/files/home/singletonrecord/bg.jpg?thumb=800x0 800w, `);
    expect(html).toContain(`src="${BASE}/api/files/home/singletonrecord/l.png?thumb=96x96"`);
    expect(html).toContain('<a href="/projects"');
    expect(html).toContain('Prefer to talk? <a href="tel:+94110000000"');
    expect(html.match(/<h1/g)).toHaveLength(1);
  });

  it('falls back to the company name and the tagline, without an image', () => {
    const site = data({ title: ' ', subtitle: '' });
    const html = firstPaintHtml(pageFor('/', site, BASE)!, site, BASE);
    expect(html).toContain('>Serendib Build</h1>');
    expect(html).toContain('Building Trust, Delivering Excellence for Over 22 Years.');
    expect(html).not.toContain('<img');
  });

  it('escapes hostile text', () => {
    const site = data({ title: '<script>alert(1)</script>' }, '"><img src=x onerror=alert(1)>');
    const html = firstPaintHtml(pageFor('/', site, BASE)!, site, BASE);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('is empty for the other pages: they paint with the app', () => {
    const site = data({ title: 'Building Trust' });
    for (const path of ['/services', '/about', '/projects', '/contact']) {
      expect(firstPaintHtml(pageFor(path, site, BASE)!, site, BASE)).toBe('');
    }
  });
});
