import type { Plugin } from 'vite';

const DIST = /\/node_modules\/react-router\/dist\/[^?]*\.mjs$/;

/**
 * Builds react-router as its production build would be, and lets unused components tree-shake.
 *
 * note: the package's exports point at dist/development even in production builds (react-router
 * issue 14102); its dist/production differs only in `ENABLE_DEV_WARNINGS = false`, set here in
 * place (an alias could load two copies of the router). Its components are created by calls
 * (`React.forwardRef(...)`, `React.createContext(...)`) that the bundler must assume have side
 * effects, and named by writes (`Form.displayName = "Form"`) that keep them: the calls are marked
 * pure and the writes dropped, so `Form`, `ScrollRestoration` and their hooks go when unused.
 * Production React never reads displayName; only React DevTools shows it.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'react-router-production',
    apply: 'build',
    transform: {
      filter: { id: DIST },
      handler(code) {
        const out = code
          .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;')
          .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2')
          .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '');
        return out === code ? null : { code: out, map: null };
      },
    },
  };
}
