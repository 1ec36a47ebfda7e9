import { describe, expect, it } from 'vitest';
import { modulePreloads, type Manifest } from './routeModules';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_react-b2.js'] },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  'src/public/HomePage.tsx': { file: 'assets/HomePage-c3.js', imports: ['index.html', '_cards-d4.js'] },
  'src/public/ProjectsPage.tsx': { file: 'assets/ProjectsPage-e5.js', imports: ['_cards-d4.js', '_react-b2.js'] },
  '_cards-d4.js': { file: 'assets/cards-d4.js', imports: ['index.html', '_icons-f6.js'] },
  '_icons-f6.js': { file: 'assets/icons-f6.js' },
  'src/admin/AdminLayout.tsx': { file: 'assets/AdminLayout-g7.js', imports: ['index.html'] },
  'src/main.tsx': { file: 'assets/main-h8.js', imports: ['_react-b2.js', '_router-i9.js'] },
  '_router-i9.js': { file: 'assets/router-i9.js' },
};

describe('modulePreloads', () => {
  it('lists the app, then the screen and what it imports, leaving out what the entry loads', () => {
    expect(modulePreloads(manifest, 'home')).toEqual([
      '/assets/main-h8.js',
      '/assets/router-i9.js',
      '/assets/HomePage-c3.js',
      '/assets/cards-d4.js',
      '/assets/icons-f6.js',
    ]);
    expect(modulePreloads(manifest, 'projects')).toEqual([
      '/assets/main-h8.js',
      '/assets/router-i9.js',
      '/assets/ProjectsPage-e5.js',
      '/assets/cards-d4.js',
      '/assets/icons-f6.js',
    ]);
  });

  it('is empty without a manifest (make dev), and only the app for a screen it does not list', () => {
    expect(modulePreloads({}, 'home')).toEqual([]);
    expect(modulePreloads(manifest, 'contact')).toEqual(['/assets/main-h8.js', '/assets/router-i9.js']);
  });
});
