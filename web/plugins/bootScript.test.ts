import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { APP_SCRIPT_ATTRIBUTE } from '../../shared/pageBlocks.ts';
import { bundleBootScript, withBootScript } from './bootScript';

const page = (scripts: string) =>
  `<html><head><title>t</title>${scripts}<link rel="stylesheet" crossorigin href="/assets/style-c.css"></head>` +
  '<body><div id="root"></div></body></html>';

describe('withBootScript', () => {
  it("puts the boot script in place of the app's built script, naming the app", () => {
    const html = withBootScript(
      page('<script type="module" crossorigin src="/assets/index-a1.js"></script>'),
      '/assets/boot-b2.js',
    );
    expect(html).toBe(
      page('<script type="module" crossorigin src="/assets/boot-b2.js" data-app="/assets/index-a1.js"></script>'),
    );
  });

  it('does the same with the sources (vite serve)', () => {
    const html = withBootScript(page('<script type="module" src="/src/main.tsx"></script>'), '/src/boot.ts');
    expect(html).toContain('<script type="module" crossorigin src="/src/boot.ts" data-app="/src/main.tsx"></script>');
    expect(html).not.toContain('<script type="module" src="/src/main.tsx">');
  });

  it('refuses HTML that does not name one app', () => {
    expect(() => withBootScript(page('<script src="/legacy.js"></script>'), '/boot.js')).toThrow(/found 0/);
    const two = '<script type="module" src="/a.js"></script><script type="module" src="/b.js"></script>';
    expect(() => withBootScript(page(two), '/boot.js')).toThrow(/found 2/);
  });
});

describe('bundleBootScript', () => {
  it('builds web/src/boot.ts into one module with no import or export, which imports the app by URL', async () => {
    const web = path.dirname(fileURLToPath(import.meta.resolve('../vite.config.ts')));
    // Vite's default browsers and the app's `@shared` alias, as the plugin passes them.
    const code = await bundleBootScript(path.join(web, 'src/boot.ts'), {
      target: ['chrome111', 'edge111', 'firefox114', 'safari16.4', 'ios16.4'],
      alias: { '@shared': path.join(web, '../shared') },
    });
    const body = parseAst(code).body;
    expect(body.filter((node) => /^(Import|Export)/.test(node.type))).toEqual([]);
    expect(code).toMatch(/\bimport\(\w+\)/);
    expect(code).toContain(JSON.stringify(APP_SCRIPT_ATTRIBUTE));
    // A few functions: the app's code or a library bundled by mistake would show here.
    expect(code.length).toBeLessThan(4096);
  }, 30_000);
});
