import { describe, expect, it } from 'vitest';
import { APP_MODULE, SCREEN_MODULES } from '../../../shared/routes';
import { modulePreloads, type Manifest } from './routeModules';

// Shaped as Vite writes it: the app is index.html's script, and the screens import from it.
const manifest: Manifest = {
  [APP_MODULE]: { file: 'assets/index-a1.js', imports: ['_react-b2.js', '_router-i9.js'] },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_router-i9.js': { file: 'assets/router-i9.js', imports: ['_react-b2.js'] },
  [SCREEN_MODULES.home]: { file: 'assets/HomePage-c3.js', imports: [APP_MODULE, '_cards-d4.js'] },
  [SCREEN_MODULES.projects]: { file: 'assets/ProjectsPage-e5.js', imports: ['_cards-d4.js', '_react-b2.js'] },
  '_cards-d4.js': { file: 'assets/cards-d4.js', imports: [APP_MODULE, '_icons-f6.js'] },
  '_icons-f6.js': { file: 'assets/icons-f6.js' },
  'src/admin/shell/AdminLayout.tsx': { file: 'assets/AdminLayout-g7.js', imports: [APP_MODULE] },
};

describe('modulePreloads', () => {
  it("lists the app's own file and what it imports, then the screen and what it imports, each once", () => {
    expect(modulePreloads(manifest, [APP_MODULE, SCREEN_MODULES.home])).toEqual([
      '/assets/index-a1.js',
      '/assets/react-b2.js',
      '/assets/router-i9.js',
      '/assets/HomePage-c3.js',
      '/assets/cards-d4.js',
      '/assets/icons-f6.js',
    ]);
    expect(modulePreloads(manifest, [APP_MODULE, SCREEN_MODULES.projects])).toEqual([
      '/assets/index-a1.js',
      '/assets/react-b2.js',
      '/assets/router-i9.js',
      '/assets/ProjectsPage-e5.js',
      '/assets/cards-d4.js',
      '/assets/icons-f6.js',
    ]);
  });

  it('is empty without a manifest (make dev), and only the app for a screen it does not list', () => {
    expect(modulePreloads({}, [APP_MODULE, SCREEN_MODULES.home])).toEqual([]);
    expect(modulePreloads(manifest, [APP_MODULE, SCREEN_MODULES.contact])).toEqual([
      '/assets/index-a1.js',
      '/assets/react-b2.js',
      '/assets/router-i9.js',
    ]);
  });
});
