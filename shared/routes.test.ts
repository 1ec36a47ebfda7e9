import { describe, expect, it } from 'vitest';
import {
  categoryPath,
  isAppPath,
  localePath,
  matchPublicRoute,
  pathOf,
  projectPath,
  redirectOf,
  SCREENS,
  splitLanguage,
} from './routes';

describe('matchPublicRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['/services', 'services', {}],
    ['/about', 'about', {}],
    ['/projects', 'projects', {}],
    ['/projects/residential', 'category', { category: 'residential' }],
    ['/projects/residential/abc123', 'project', { category: 'residential', projectId: 'abc123' }],
    ['/contact', 'contact', {}],
    ['/services/', 'services', {}],
  ])('%s is the %s screen', (path, screen, params) => {
    expect(matchPublicRoute(path)).toEqual({ screen, params, language: 'en' });
  });

  it.each([
    ['/si', 'home', 'si', {}],
    ['/ta/services', 'services', 'ta', {}],
    ['/si/projects/residential/abc123', 'project', 'si', { category: 'residential', projectId: 'abc123' }],
  ])('%s is the %s screen in %s', (path, screen, language, params) => {
    expect(matchPublicRoute(path)).toEqual({ screen, params, language });
  });

  it.each(['/foo', '/services/x', '/projects/a/b/c', '/admin', '/Services', '/en/services', '/sinhala', '/si/foo'])(
    '%s is no public page',
    (path) => {
      expect(matchPublicRoute(path)).toBeNull();
    },
  );

  it('has a pattern for every screen', () => {
    // note: the site's pages so far; a page added to the table is one more (README's table).
    expect(SCREENS).toEqual(
      expect.arrayContaining(['home', 'services', 'about', 'projects', 'category', 'project', 'contact']),
    );
  });
});

it("tells the app's own screens from the public site", () => {
  for (const path of ['/admin', '/admin/projects/edit/x', '/dashboard-login', '/dashboard-register'])
    expect(isAppPath(path)).toBe(true);
  for (const path of ['/', '/administrator', '/dashboard', '/projects']) expect(isAppPath(path)).toBe(false);
});

it('builds links with encoded segments, uncategorized projects included', () => {
  expect(categoryPath('a b')).toBe('/projects/a%20b');
  expect(projectPath('', 'p1')).toBe('/projects/uncategorized/p1');
});

it('puts a language prefix on a path and takes it off, in one place', () => {
  expect(localePath('/', 'si')).toBe('/si');
  expect(localePath('/contact', 'ta')).toBe('/ta/contact');
  expect(localePath('/contact', 'en')).toBe('/contact');
  expect(splitLanguage('/ta')).toEqual({ language: 'ta', path: '/' });
  expect(splitLanguage('/si/about')).toEqual({ language: 'si', path: '/about' });
  expect(splitLanguage('/simple')).toEqual({ language: 'en', path: '/simple' });
  expect(categoryPath('homes', 'si')).toBe('/si/projects/homes');
  expect(projectPath('homes', 'p1', 'ta')).toBe('/ta/projects/homes/p1');
  expect(pathOf('about', {}, 'ta')).toBe('/ta/about');
  expect(() => pathOf('project', { category: 'x' })).toThrow('needs its projectId');
});

it('has no old path that is also a page', () => {
  // note: REDIRECTS is empty until a route is renamed; each entry must leave the table's pages.
  expect(redirectOf('/services')).toBeNull();
  expect(redirectOf('/si/projects/a/b')).toBeNull();
});
