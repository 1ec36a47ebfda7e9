/**
 * Navigation guards (the app's router, web/src/app/AppRouter.tsx, asks them before it moves): a
 * screen with unsaved changes sets one. In lib/ so that the areas use it without importing the app.
 */
import { createContext, useContext, useEffect } from 'react';
import type { Location } from 'react-router-dom';

/**
 * Asked before the app leaves `from` for the path `to`: `true` lets the navigation go at once; a
 * promise holds it until it resolves (`true`: go, `false`: stay).
 */
export type NavigationGuard = (to: string, from: Location) => true | Promise<boolean>;

export type AddGuard = (guard: NavigationGuard) => () => void;

export const GuardContext = createContext<AddGuard | null>(null);

/** Has the app's navigations ask `guard` first, while the calling screen is shown (see AppRouter). */
export function useNavigationGuard(guard: NavigationGuard): void {
  const addGuard = useContext(GuardContext);
  if (!addGuard) throw new Error('useNavigationGuard needs the AppRouter (web/src/app/AppRouter.tsx)');
  useEffect(() => addGuard(guard), [addGuard, guard]);
}
