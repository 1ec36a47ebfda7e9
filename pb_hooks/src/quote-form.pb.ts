// The quote form without JavaScript (issue 39, decision 032): it posts to its own page, in each
// language (issue 40, decision 038), and the request is stored through the API path's checks
// (lib/quoteForm.ts); the answer is the page, also when the rate limiter refuses the post.
import type * as Languages from '../../shared/languages';
import type * as Quote from '../../shared/quote';
import type * as QuoteForm from './lib/quoteForm';

// note: a top-level require runs once, at registration; handlers still require their own.
const { LANGUAGES } = require(`${__hooks}/lib/shared/languages.js`) as typeof Languages;
const { quoteFormRoute, QUOTE_FORM_MAX_BYTES } = require(`${__hooks}/lib/shared/quote.js`) as typeof Quote;

for (const language of LANGUAGES) {
  routerAdd(
    'POST',
    quoteFormRoute(language),
    (e) => {
      const lib = require(`${__hooks}/lib/quoteForm.js`) as typeof QuoteForm;
      lib.answerQuoteForm(e);
    },
    $apis.bodyLimit(QUOTE_FORM_MAX_BYTES),
    // note: before PocketBase's rate limiter (priority -1000), so that its refusal is the page.
    new Middleware(
      (e: core.RequestEvent) => {
        const lib = require(`${__hooks}/lib/quoteForm.js`) as typeof QuoteForm;
        lib.answerOverLimit(e);
      },
      -1001,
      'quoteFormOverLimit',
    ),
  );
}

export {};
