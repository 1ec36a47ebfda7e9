import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { joinChunks } from './joinRenderedChunks';

const require = createRequire(import.meta.url);

describe('joinRenderedChunks', () => {
  it("edits the installed React's renderToString to join its chunks once, and it still renders", () => {
    // note: the package's exports hide its cjs/ folder: found beside its package.json.
    const file = path.join(
      path.dirname(require.resolve('react-dom/package.json')),
      'cjs/react-dom-server-legacy.browser.production.js',
    );
    const code = joinChunks(readFileSync(file, 'utf8'));
    expect(code).toContain('result.push(chunk)');
    expect(code).toContain('return result.join("");');
    expect(code).not.toContain('result += chunk');
    const module = { exports: {} as { renderToString: (node: unknown) => string } };
    new Function('module', 'exports', 'require', code)(module, module.exports, require);
    const html = module.exports.renderToString(createElement('ul', null, createElement('li', null, 'a & b', 2)));
    expect(html).toBe('<ul><li>a &amp; b<!-- -->2</li></ul>');
  });

  it('refuses a renderer it does not recognise (a new React must fail the build, not slow it)', () => {
    expect(() => joinChunks('function renderToStringImpl() { return ""; }')).toThrow(/expected/);
  });
});
