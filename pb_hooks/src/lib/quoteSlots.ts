/**
 * Quote requests held to QUOTES_AT_ONCE in the server (shared/limits.ts; issue 38, decision 042):
 * the island's posts to the inquiries' create API and the form's posts to each Contact page. One
 * more is answered 503 with Retry-After before anything is read or stored: JSON for the API (the
 * island sends it again), the Contact page with "please try again" for the form.
 */
import type * as InFlight from './inFlight';
import type * as QuoteForm from './quoteForm';
import type * as Content from '../../../shared/content';
import type * as Languages from '../../../shared/languages';
import type * as Limits from '../../../shared/limits';
import type * as Routes from '../../../shared/routes';

const SLOTS_KEY = 'limits.quotesAtOnce';

/** The create API of the inquiries, where the island posts: by the collection's name and id. */
let apiPaths: string[] = [];
/** The Contact page of each language, where the form posts without JavaScript. */
let formPaths: string[] = [];

function quotePaths(app: CoreApp): void {
  if (apiPaths.length) return;
  const { CONTENT } = require(`${__hooks}/lib/shared/content.js`) as typeof Content;
  const { LANGUAGES } = require(`${__hooks}/lib/shared/languages.js`) as typeof Languages;
  const { quoteFormRoute } = require(`${__hooks}/lib/shared/routes.js`) as typeof Routes;
  const inquiries = app.findCollectionByNameOrId(CONTENT.inquiries.collection);
  apiPaths = [inquiries.name, inquiries.id].map((collection) => `/api/collections/${collection}/records`);
  formPaths = LANGUAGES.map(quoteFormRoute);
}

/** Runs `serve` for a write; a quote request only while it holds one of the slots. */
export function withQuoteSlot(e: core.RequestEvent, method: string, path: string, serve: () => void): void {
  quotePaths(e.app);
  const api = apiPaths.indexOf(path) >= 0;
  if (method !== 'POST' || (!api && formPaths.indexOf(path) < 0)) return serve();
  const { QUOTES_AT_ONCE, QUOTE_RETRY_SECONDS } = require(`${__hooks}/lib/shared/limits.js`) as typeof Limits;
  const { withSlot } = require(`${__hooks}/lib/inFlight.js`) as typeof InFlight;
  withSlot(e.app, SLOTS_KEY, QUOTES_AT_ONCE, serve, () => {
    e.response.header().set('Retry-After', String(QUOTE_RETRY_SECONDS));
    if (api) {
      e.json(503, { status: 503, message: 'Too many quote requests at once: please send it again.', data: {} });
      return;
    }
    (require(`${__hooks}/lib/quoteForm.js`) as typeof QuoteForm).answerKeptRefusal(e, 503);
  });
}
