import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SET = 'react-icons/fa';
const PREFIX = '\0react-icons-fa:';
const BARREL = `${PREFIX}index`;

/**
 * Builds `react-icons/fa` as one module per icon, so each chunk carries only the icons it shows.
 *
 * note: the package puts all 1,600 Font Awesome icons in one module, and a bundler keeps a module
 * whole in one chunk: the icons the header and footer use pulled every icon the app uses (admin
 * screens included) into the entry chunk. Here `react-icons/fa` becomes a barrel of re-exports
 * of per-icon modules; tree-shaking drops the unused ones and code splitting places the rest
 * beside the screens that use them. The sources still `import { FaX } from 'react-icons/fa'`.
 */
export function reactIconsPerIcon(): Plugin {
  let icons: Map<string, string> | undefined;

  /** The body of each icon's function in the package's module, by icon name. */
  function iconBodies(): Map<string, string> {
    if (icons) return icons;
    const file = fileURLToPath(import.meta.resolve(SET));
    const source = readFileSync(file, 'utf8');
    icons = new Map();
    // Each icon reads: export function FaX (props) {\n  return GenIcon({...})(props);\n};
    for (const match of source.matchAll(/^export function (\w+) \(props\) \{\n(.*)\n\};$/gm)) {
      icons.set(match[1], match[2]);
    }
    if (icons.size === 0) throw new Error(`reactIconsPerIcon: no icons found in ${file}`);
    return icons;
  }

  return {
    name: 'react-icons-per-icon',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      if (id === SET) return { id: BARREL, moduleSideEffects: false };
      if (id.startsWith(PREFIX)) return { id, moduleSideEffects: false };
      return null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const names = iconBodies();
      if (id === BARREL) {
        return [...names.keys()].map((name) => `export { ${name} } from '${PREFIX}${name}';`).join('\n');
      }
      const name = id.slice(PREFIX.length);
      const body = names.get(name);
      if (!body) throw new Error(`reactIconsPerIcon: ${SET} has no icon ${name}`);
      return `import { GenIcon } from 'react-icons/lib';\nexport function ${name}(props) {\n${body}\n}\n`;
    },
  };
}
