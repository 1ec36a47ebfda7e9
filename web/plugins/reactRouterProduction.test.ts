import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { FRAMEWORK_ONLY, stubFunctions } from './reactRouterProduction';

const DIST = fileURLToPath(new URL('./', import.meta.resolve('react-router')));

/** The installed react-router's ES module files. */
function distFiles(): { name: string; code: string }[] {
  return readdirSync(DIST)
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => ({ name, code: readFileSync(DIST + name, 'utf8') }));
}

describe('stubFunctions', () => {
  it('replaces a whole top-level function, parameters spread over lines included', () => {
    const code =
      'function keep() {\n  return 1;\n}\nfunction Drop({\n  children\n}) {\n  if (x) {\n    y();\n  }\n}\nkeep();\n';
    const { code: out, found } = stubFunctions(code, { Drop: 'function Drop() {\n  return null;\n}' });
    expect(found).toEqual(['Drop']);
    expect(out).toBe('function keep() {\n  return 1;\n}\nfunction Drop() {\n  return null;\n}\nkeep();\n');
  });

  it('reports nothing for a function that is not there', () => {
    expect(stubFunctions('function a() {\n}\n', { b: 'function b() {\n}' })).toEqual({
      code: 'function a() {\n}\n',
      found: [],
    });
  });
});

describe('the installed react-router', () => {
  it('has every framework-only function, and is still valid JavaScript once they are stubbed', () => {
    const found = new Set<string>();
    for (const { name, code } of distFiles()) {
      const result = stubFunctions(code, FRAMEWORK_ONLY);
      result.found.forEach((fn) => found.add(fn));
      if (result.found.length > 0) expect(() => parseAst(result.code), name).not.toThrow();
    }
    expect([...found].sort()).toEqual(Object.keys(FRAMEWORK_ONLY).sort());
  });
});
