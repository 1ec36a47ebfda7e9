import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { IconNode } from './iconBase.ts';
import { roundPathData } from './svgPath.ts';

const SET = 'react-icons/fa';
const PREFIX = '\0fa:';
const BARREL = `${PREFIX}index`;
const BASE = 'react-icons-per-icon:base'; // iconBase.ts, as the icons import it

interface Icon {
  tag: 'svg';
  attr: Record<string, string>;
  child: IconNode[];
}

/** The icon with its paths' coordinates rounded to `decimals` decimals. */
function rounded(node: IconNode, decimals: number): IconNode {
  const attr =
    node.tag === 'path' && node.attr.d ? { ...node.attr, d: roundPathData(node.attr.d, decimals) } : node.attr;
  return { ...node, attr, child: node.child.map((child) => rounded(child, decimals)) };
}

/** The module of one icon: a call to iconBase.ts, in its short form where the icon allows. */
export function iconModule(name: string, data: Icon, decimals?: number): string {
  const icon = decimals === undefined ? data : rounded(data as IconNode, decimals);
  const [only] = icon.child;
  const svg = Object.keys(icon.attr).join() === 'viewBox' ? icon.attr.viewBox : icon.attr;
  const simple =
    icon.child.length === 1 && only.tag === 'path' && Object.keys(only.attr).join() === 'd' && !only.child.length;
  const child = simple ? only.attr.d : icon.child;
  return (
    `import { icon } from ${JSON.stringify(BASE)};\n` +
    `export function ${name}(props) { return icon(props, ${JSON.stringify(svg)}, ${JSON.stringify(child)}); }\n`
  );
}

/**
 * Builds `react-icons/fa` as one module per icon, so each chunk carries only the icons it shows.
 *
 * note: the package puts all 1,600 Font Awesome icons in one module, and a bundler keeps a module
 * whole in one chunk: the icons the header and footer use pulled every icon the app uses (admin
 * screens included) into the entry chunk. Here `react-icons/fa` becomes a barrel of re-exports
 * of per-icon modules; tree-shaking drops the unused ones and code splitting places the rest
 * beside the screens that use them. The sources still `import { FaX } from 'react-icons/fa'`.
 * Each icon is a call to iconBase.ts (react-icons' own base carries an IconContext we never set),
 * its path data rounded to `decimals` decimals (svgPath.ts).
 */
export function reactIconsPerIcon({ decimals = 0 }: { decimals?: number } = {}): Plugin {
  let icons: Map<string, Icon> | undefined;

  /** Each icon's data in the package's module, by icon name. */
  function iconData(): Map<string, Icon> {
    if (icons) return icons;
    const file = fileURLToPath(import.meta.resolve(SET));
    const source = readFileSync(file, 'utf8');
    icons = new Map();
    // Each icon reads: export function FaX (props) {\n  return GenIcon({...})(props);\n};
    for (const match of source.matchAll(
      /^export function (\w+) \(props\) \{\n {2}return GenIcon\((.*)\)\(props\);\n\};$/gm,
    )) {
      icons.set(match[1], JSON.parse(match[2]) as Icon);
    }
    if (icons.size === 0) throw new Error(`reactIconsPerIcon: no icons found in ${file}`);
    return icons;
  }

  return {
    name: 'react-icons-per-icon',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      if (id === BASE) return fileURLToPath(new URL('./iconBase.ts', import.meta.url));
      if (id === SET) return { id: BARREL, moduleSideEffects: false };
      if (id.startsWith(PREFIX)) return { id, moduleSideEffects: false };
      return null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const data = iconData();
      if (id === BARREL) {
        return [...data.keys()].map((name) => `export { ${name} } from '${PREFIX}${name}';`).join('\n');
      }
      const name = id.slice(PREFIX.length);
      const icon = data.get(name);
      if (!icon) throw new Error(`reactIconsPerIcon: ${SET} has no icon ${name}`);
      return iconModule(name, icon, decimals);
    },
  };
}
