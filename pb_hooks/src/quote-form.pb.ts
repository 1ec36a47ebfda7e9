// The quote form without JavaScript (issue 39, decision 032): it posts to its own page, and the
// request is stored through the API path's checks (lib/quoteForm.ts); the answer is the page.
import type * as Quote from '../../shared/quote';
import type * as QuoteForm from './lib/quoteForm';

// note: a top-level require runs once, at registration; handlers still require their own.
const { QUOTE_FORM_ROUTE, QUOTE_FORM_MAX_BYTES } = require(`${__hooks}/lib/shared/quote.js`) as typeof Quote;

routerAdd(
  'POST',
  QUOTE_FORM_ROUTE,
  (e) => {
    const lib = require(`${__hooks}/lib/quoteForm.js`) as typeof QuoteForm;
    lib.answerQuoteForm(e);
  },
  $apis.bodyLimit(QUOTE_FORM_MAX_BYTES),
);

export {};
