import { startTransition, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { parsePath, Router, type Navigator, type To, type UNSAFE_createBrowserHistory } from 'react-router-dom';
import { GuardContext, type AddGuard, type NavigationGuard } from '../lib/navigationGuard';

export { useNavigationGuard, type NavigationGuard } from '../lib/navigationGuard';

/**
 * The browser's history (main.tsx) or a test's memory history, as react-router creates them for
 * its own BrowserRouter and MemoryRouter.
 *
 * note: react-router exports these as `UNSAFE_createBrowserHistory`/`UNSAFE_createMemoryHistory`
 * (outside its semver promise); AppRouter.test.tsx and the browser tests catch a change.
 */
export type AppHistory = Pick<
  ReturnType<typeof UNSAFE_createBrowserHistory>,
  'action' | 'location' | 'listen' | 'push' | 'replace' | 'go' | 'createHref' | 'encodeLocation'
>;

/**
 * The app's router: react-router's declarative router on `history` (BrowserRouter's own logic),
 * whose navigations first ask the guards that screens set with `useNavigationGuard`. Every way
 * the app moves goes through it: links, `navigate()`, `<Navigate>` (push and replace) and the
 * browser's back and forward buttons (a held one is undone at once, and redone if the guard
 * lets it go). Leaving the page itself (reload, another site) is the browser's `beforeunload`.
 */
export function AppRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  const guards = useRef(new Set<NavigationGuard>());
  const current = useRef(history.location);

  // note: `true` when every guard lets the navigation go now, else the one answer of them all.
  const ask = useMemo(
    () =>
      (to: string): true | Promise<boolean> => {
        const answers = [...guards.current].map((guard) => guard(to, current.current));
        if (answers.every((answer) => answer === true)) return true;
        return Promise.all(answers).then((all) => all.every(Boolean));
      },
    [],
  );

  const navigator = useMemo<Navigator>(() => {
    function guarded(to: To, go: () => void) {
      const { pathname } = typeof to === 'string' ? parsePath(to) : to;
      const answer = ask(pathname ?? current.current.pathname);
      if (answer === true) go();
      else void answer.then((leave) => leave && go());
    }
    return {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, state) => guarded(to, () => history.push(to, state)),
      replace: (to, state) => guarded(to, () => history.replace(to, state)),
    };
  }, [history, ask]);

  useLayoutEffect(() => {
    // A back or forward move has already happened when the browser tells: a held one is undone
    // (`go(-delta)`, whose own report is skipped) and redone when the guard lets it go.
    let skip = false;
    let pass = false;
    return history.listen(({ action, location, delta }) => {
      if (action === 'POP') {
        if (skip) {
          skip = false;
          return;
        }
        // note: the browser's history numbers its entries (`delta`); without, a move is not held.
        const answer = pass || !delta ? true : ask(location.pathname);
        pass = false;
        if (answer !== true && delta) {
          skip = true;
          history.go(-delta);
          void answer.then((leave) => {
            if (!leave) return;
            pass = true;
            history.go(delta);
          });
          return;
        }
      }
      current.current = location;
      startTransition(() => setState({ action, location }));
    });
  }, [history, ask]);

  const addGuard = useMemo<AddGuard>(
    () => (guard) => {
      guards.current.add(guard);
      return () => guards.current.delete(guard);
    },
    [],
  );

  return (
    <GuardContext.Provider value={addGuard}>
      <Router location={state.location} navigationType={state.action} navigator={navigator}>
        {children}
      </Router>
    </GuardContext.Provider>
  );
}
