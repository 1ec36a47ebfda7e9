import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from './paths';

/** Shown instead of a screen that failed to render or load (for example a stale chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="max-w-md rounded-xl bg-white p-8 text-center shadow">
        <h1 className="text-2xl font-semibold text-slate-900">Unexpected Application Error!</h1>
        <p className="mt-3 text-slate-600">
          Sorry, something went wrong while showing this page. Please reload it or go back to the home page.
        </p>
        {detail && <p className="mt-2 text-sm text-slate-500">{detail}</p>}
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
