import type { Plugin } from 'vite';

const DIST = /\/node_modules\/react-router\/dist\/[^?]*\.mjs$/;

/**
 * Functions of react-router's framework mode (React Router as a framework: React Server
 * Components, route module prefetching, view transitions) that the app's declarative router
 * (`useRoutes`, `Link`, `NavLink`) still reaches through a context or a prop that is never set
 * here, so the bundler cannot drop them: each is replaced by what it does in this app, and what
 * only it used then tree-shakes (~2.2 KB gzip on every page). The data router's own
 * (middleware, instrumentation, hydration data, stored view transitions) are no longer bundled.
 *
 * note: so the app must not pass Link's `prefetch` or NavLink's `viewTransition` prop (ESLint
 * refuses both, eslint.config.js).
 */
export const FRAMEWORK_ONLY: Record<string, string> = {
  // Renders only when Link's `prefetch` found a framework context (route modules to prefetch).
  PrefetchPageLinks: 'function PrefetchPageLinks() {\n  return null;\n}',
  // Render and decode only under an RSC router (its errors carry digests); `useRoutes` names
  // them in its error boundary, which only a data router renders.
  RSCErrorHandler: 'function RSCErrorHandler({ children }) {\n  return children;\n}',
  decodeRouteErrorResponseDigest: 'function decodeRouteErrorResponseDigest() {\n  return null;\n}',
  // View transitions: true only while a `viewTransition` navigation runs.
  useViewTransitionState: 'function useViewTransitionState() {\n  return false;\n}',
};

/**
 * Replaces each top-level `function name(...) {...}` of `code` named in `stubs` (the dist files
 * put a top-level function's closing brace alone on its line). Names that are not in
 * this file are returned as missing.
 */
export function stubFunctions(code: string, stubs: Record<string, string>): { code: string; found: string[] } {
  const found: string[] = [];
  let out = code;
  for (const [name, stub] of Object.entries(stubs)) {
    const start = out.search(new RegExp(`^function ${name}\\(`, 'm'));
    if (start < 0) continue;
    const end = out.indexOf('\n}\n', start);
    if (end < 0) continue;
    out = out.slice(0, start) + stub + out.slice(end + 2);
    found.push(name);
  }
  return { code: out, found };
}

/**
 * Builds react-router as its production build would be, and lets unused code tree-shake.
 *
 * note: the package's exports point at dist/development even in production builds (react-router
 * issue 14102); its dist/production differs only in `ENABLE_DEV_WARNINGS = false`, set here in
 * place (an alias could load two copies of the router). Its components are created by calls
 * (`React.forwardRef(...)`, `React.createContext(...)`) that the bundler must assume have side
 * effects, and named by writes (`Form.displayName = "Form"`) that keep them: the calls are marked
 * pure and the writes dropped, so `Form`, `ScrollRestoration` and their hooks go when unused.
 * Production React never reads displayName; only React DevTools shows it. Framework-only code
 * is stubbed (FRAMEWORK_ONLY); the build fails if a version of the package moves one of them.
 */
export function reactRouterProduction(): Plugin {
  const stubbed = new Set<string>();
  let transformed = false;
  return {
    name: 'react-router-production',
    apply: 'build',
    buildStart() {
      stubbed.clear();
      transformed = false;
    },
    transform: {
      filter: { id: DIST },
      handler(code) {
        const marked = code
          .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;')
          .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2')
          .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '');
        transformed = true;
        const { code: out, found } = stubFunctions(marked, FRAMEWORK_ONLY);
        for (const name of found) stubbed.add(name);
        return out === code ? null : { code: out, map: null };
      },
    },
    buildEnd(error) {
      const missing = Object.keys(FRAMEWORK_ONLY).filter((name) => !stubbed.has(name));
      if (!error && transformed && missing.length > 0) {
        this.error(`react-router-production: not found in react-router's dist: ${missing.join(', ')}`);
      }
    },
  };
}
