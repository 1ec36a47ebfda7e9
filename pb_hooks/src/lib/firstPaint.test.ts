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

  it("paints an inner page's title band, with its nav link marked current", () => {
    const site = data({ title: 'Building Trust' });
    site.about_settings = rec('about', 'singletonrecord', { title: 'Our Story So Far' });
    const cases: [string, string, string][] = [
      ['/services', 'Our Services', '/services'],
      ['/about', 'Our Story So Far', '/about'],
      ['/projects', 'Our Projects', '/projects'],
      ['/contact', 'Contact Us', '/contact'],
    ];
    for (const [path, title, current] of cases) {
      const html = firstPaintHtml(pageFor(path, site, BASE)!, site, BASE);
      expect(html).toContain(`text-white sm:text-5xl">${title}</h1>`);
      expect(html.match(/<h1/g)).toHaveLength(1);
      expect(html).toMatch(new RegExp(`<a href="${current}" class="[^"]*text-brand-900 after:bg-amber-500`));
      expect(html).toMatch(/<a href="\/" class="[^"]*text-slate-600/);
    }
    expect(firstPaintHtml(pageFor('/about', site, BASE)!, site, BASE)).toContain('Get to know Serendib Build:');
  });

  it('paints a category page with its count and a project page with its cover, status and breadcrumbs', () => {
    const site = data({ title: 'Building Trust' });
    site.project_categories = [rec('cats', 'c1', { name: 'Residential', slug: 'residential' })];
    site.projects = [
      rec('projs', 'p1', {
        title: 'Villa <One>',
        category: 'c1',
        status: 'Completed',
        location: 'Galle',
        coverImage: 'v.jpg',
      }),
      rec('projs', 'p2', { title: 'Villa Two', category: 'c1', status: 'On-going', location: '' }),
    ];
    const category = firstPaintHtml(pageFor('/projects/residential', site, BASE)!, site, BASE);
    expect(category).toContain('>Residential Projects</h1>');
    expect(category).toContain('>2 projects</div>');
    expect(category).toContain('<span aria-current="page" class="font-medium text-white">Residential</span>');

    const project = firstPaintHtml(pageFor('/projects/residential/p1', site, BASE)!, site, BASE);
    expect(project).toContain('>Villa &lt;One&gt;</h1>');
    expect(project).toContain('uppercase">Residential</p>');
    expect(project).toContain('<a href="/projects/residential" class="underline-offset-4');
    expect(project).toContain('bg-emerald-100 text-emerald-800');
    expect(project).toContain('Galle</span>');
    expect(project).toContain('alt="Villa &lt;One&gt;, Galle"');
    expect(project).toContain(`src="${BASE}/api/files/projs/p1/v.jpg?thumb=960x640"`);
    expect(project).toContain('data-first-paint="cover"');
    // Without a cover: the title band only.
    expect(firstPaintHtml(pageFor('/projects/residential/p2', site, BASE)!, site, BASE)).not.toContain('<img src');
  });

  it('is empty for a not-found category or project: the app paints that state', () => {
    const site = data({ title: 'Building Trust' });
    for (const path of ['/projects/nope', '/projects/nope/p9']) {
      expect(firstPaintHtml(pageFor(path, site, BASE)!, site, BASE)).toBe('');
    }
  });
});
