import { describe, expect, it } from 'vitest';
import { categoryPath, isAppPath, matchPublicRoute, projectPath, SCREENS } from './routes';

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
    expect(matchPublicRoute(path)).toEqual({ screen, params });
  });

  it.each(['/foo', '/services/x', '/projects/a/b/c', '/admin', '/Services'])('%s is no public page', (path) => {
    expect(matchPublicRoute(path)).toBeNull();
  });

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
