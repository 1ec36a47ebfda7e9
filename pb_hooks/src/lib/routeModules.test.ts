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
};

describe('modulePreloads', () => {
  it("lists the screen's chunk first, then what it imports, leaving out what the entry loads", () => {
    expect(modulePreloads(manifest, 'home')).toEqual([
      '/assets/HomePage-c3.js',
      '/assets/cards-d4.js',
      '/assets/icons-f6.js',
    ]);
    expect(modulePreloads(manifest, 'projects')).toEqual([
      '/assets/ProjectsPage-e5.js',
      '/assets/cards-d4.js',
      '/assets/icons-f6.js',
    ]);
  });

  it('is empty without a manifest entry for the screen (make dev, or a screen in the entry)', () => {
    expect(modulePreloads({}, 'home')).toEqual([]);
    expect(modulePreloads(manifest, 'contact')).toEqual([]);
  });
});
