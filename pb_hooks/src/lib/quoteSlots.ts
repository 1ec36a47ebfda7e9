/**
 * Quote requests held to QUOTES_AT_ONCE in the server (shared/limits.ts; issue 38, decisions 042
 * and 043): the island's posts to the inquiries' create API and the form's posts to each Contact
 * page. One more is answered 503 with Retry-After and nothing stored: JSON for the API (the island
 * sends it again), the Contact page with "please try again" for the form.
 */
import type * as InFlight from './inFlight';
import type * as QuoteForm from './quoteForm';
import type * as Content from '../../../shared/content';
import type * as Languages from '../../../shared/languages';
import type * as Limits from '../../../shared/limits';
import type * as Routes from '../../../shared/routes';

const SLOTS_KEY = 'limits.quotesAtOnce';
const PATHS_KEY = 'limits.quotePaths';

/**
 * The paths of a quote request, each to its kind: the inquiries' create API, where the island
 * posts (by the collection's name and id), and the Contact page of each language, where the form
 * posts without JavaScript. note: found once per process and kept in the app's store: a VM new to
 * the pool (most of them under a flood) reads one key instead of loading four modules.
 */
function quotePaths(app: CoreApp): Record<string, 'api' | 'form'> {
  const store = app.store();
  const kept = store.get(PATHS_KEY) as Record<string, 'api' | 'form'> | null;
  if (kept) return kept;
  const { CONTENT } = require(`${__hooks}/lib/shared/content.js`) as typeof Content;
  const { LANGUAGES } = require(`${__hooks}/lib/shared/languages.js`) as typeof Languages;
  const { quoteFormRoute } = require(`${__hooks}/lib/shared/routes.js`) as typeof Routes;
  const inquiries = app.findCollectionByNameOrId(CONTENT.inquiries.collection);
  const paths: Record<string, 'api' | 'form'> = {};
  for (const collection of [inquiries.name, inquiries.id]) paths[`/api/collections/${collection}/records`] = 'api';
  for (const language of LANGUAGES) paths[quoteFormRoute(language)] = 'form';
  // note: two VMs may find them at once; both find the same. The store keeps a Go copy of the
  // object (goja exports it as a map), which any VM may read.
  store.set(PATHS_KEY, paths);
  return paths;
}

/**
 * Runs `serve` for a write; a quote request only while it holds one of the slots. note: a slot
 * is for the work, not for the upload: once a slot is seen free the body is read first
 * (`requestInfo`, which PocketBase keeps for the handler), so bodies sent slowly (PocketBase waits
 * up to 5 minutes) hold their own requests, not the intake. A refusal reads nothing.
 */
export function withQuoteSlot(e: core.RequestEvent, method: string, path: string, serve: () => void): void {
  const kind = method === 'POST' ? quotePaths(e.app)[path] : undefined;
  if (!kind) return serve();
  const { QUOTES_AT_ONCE, QUOTE_RETRY_SECONDS, QUOTE_SLOT_MAX_SECONDS } = require(
    `${__hooks}/lib/shared/limits.js`,
  ) as typeof Limits;
  const { withSlot } = require(`${__hooks}/lib/inFlight.js`) as typeof InFlight;
  const refuse = () => {
    e.response.header().set('Retry-After', String(QUOTE_RETRY_SECONDS));
    if (kind === 'api') {
      e.json(503, { status: 503, message: 'Too many quote requests at once: please send it again.', data: {} });
      return;
    }
    (require(`${__hooks}/lib/quoteForm.js`) as typeof QuoteForm).answerKeptRefusal(e, 503);
  };
  withSlot(e.app, SLOTS_KEY, QUOTES_AT_ONCE, serve, refuse, {
    prepare: () => {
      try {
        e.requestInfo();
      } catch {
        // A body PocketBase cannot read gets its own answer from the handler.
      }
    },
    staleMs: QUOTE_SLOT_MAX_SECONDS * 1000,
  });
}
