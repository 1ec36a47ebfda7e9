import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';

/**
 * Shows RouteError instead of its children when they fail to render or load, until the path
 * changes (`path`): then the new screen gets its chance.
 */
export class RouteErrorBoundary extends Component<
  { path: string; children: ReactNode },
  { failed: boolean; path: string }
> {
  state = { failed: false, path: this.props.path };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { path: string }, state: { failed: boolean; path: string }) {
    return props.path === state.path ? null : { failed: false, path: props.path };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Shown instead of a screen that failed to render or load (for example a stale chunk after a deploy). */
export function RouteError() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="max-w-md rounded-xl bg-white p-8 text-center shadow">
        <h1 className="text-2xl font-semibold text-slate-900">Unexpected Application Error!</h1>
        <p className="mt-3 text-slate-600">
          Sorry, something went wrong while showing this page. Please reload it or go back to the home page.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-md border border-slate-300 px-4 py-2 text-slate-700 hover:bg-slate-100"
          >
            Reload
          </button>
          <Link
            to={paths.home.getHref()}
            reloadDocument
            className="rounded-md bg-slate-900 px-4 py-2 text-white hover:bg-slate-700"
          >
            Home
          </Link>
        </div>
      </div>
    </main>
  );
}
