/**
 * The "Request a quote" form's rules and words (issues 7, 29, 39), for both of its paths: the
 * island sends a request to PocketBase's create-record API with fetch; without JavaScript the
 * form posts to its own page (`QUOTE_FORM_ROUTE`, pb_hooks/src/lib/quoteForm.ts), which stores
 * it through the same checks and answers with the page again. Both say a mistake or a refusal in
 * the same words, from here.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import { FILL_TIME_FIELD, PHONE_LIMIT_MESSAGE, QUOTE_LIMITS, TOO_FAST_MESSAGE } from './leads';
import { EMAIL_LINK_MESSAGE, emailProblem } from './limits';
import { normalizePhone, PHONE_HELP } from './phone';
import { PUBLIC_ROUTES } from './routes';

export const NAME_REQUIRED = 'Please tell us your name.';
export const PHONE_REQUIRED = 'Please give a phone number so we can call you back.';
export const EMAIL_INVALID = 'Enter a valid email address, or leave it empty.';
export const MESSAGE_REQUIRED = 'Please tell us a little about your project.';
export const CHECK_FIELDS = 'Please check the highlighted fields.';
export const TOO_MANY_REQUESTS =
  'Too many requests from your connection, please try again in a few minutes or call us.';
export const SEND_FAILED = 'Your request could not be sent. Please try again, or call us.';
/** A form post that did not come from the site's own page (a cross-site post, issue 39). */
export const OTHER_SITE = 'Please send your request from the form on this page.';
/** A form post that filled the honeypot (only a bot does). */
export const HONEYPOT_MESSAGE = 'Your message could not be sent.';

/**
 * Every word of the quote form, in each language (issue 40): its labels, hints, placeholders,
 * button, confirmation, and every message a visitor may read about a request, whether the
 * browser or the server says it. English is the specification's, verbatim (the constants above
 * and shared/leads.ts, shared/phone.ts, shared/limits.ts); Sinhala and Tamil give every entry.
 * A function takes what its sentence holds, since word order differs by language.
 */
const EN = {
  name: 'Your name',
  phone: 'Phone',
  phoneHint: 'We call you back on this number.',
  email: 'Email',
  service: 'Service',
  serviceNone: 'Not sure yet',
  location: 'Project location',
  locationPlaceholder: 'e.g. Kandy',
  message: 'Your project',
  messageHint: 'What would you like to build or renovate, the size, and when.',
  optional: ' (optional)',
  send: 'Request a quote',
  sending: 'Sending...',
  thanks: (name: string) => `Thank you${name ? `, ${name}` : ''}! Your request is on its way.`,
  nextSteps: 'We will call you within one working day to talk about your project and arrange a site visit if needed.',
  /** The words around the company's phone number (a link): "If it is urgent, call us on 077….". */
  urgent: ['If it is urgent, call us on ', '.'] as [string, string],
  another: 'Send another request',
  nameRequired: NAME_REQUIRED,
  nameTooLong: (max: number) => `Please keep your name under ${max} characters.`,
  phoneRequired: PHONE_REQUIRED,
  phoneHelp: PHONE_HELP,
  emailInvalid: EMAIL_INVALID,
  emailLink: EMAIL_LINK_MESSAGE,
  locationTooLong: (max: number) => `Please keep the location under ${max} characters.`,
  messageRequired: MESSAGE_REQUIRED,
  messageTooLong: (max: number) => `Please keep your message under ${max} characters.`,
  checkFields: CHECK_FIELDS,
  tooManyRequests: TOO_MANY_REQUESTS,
  sendFailed: SEND_FAILED,
  otherSite: OTHER_SITE,
  honeypot: HONEYPOT_MESSAGE,
  tooFast: TOO_FAST_MESSAGE,
  phoneLimit: PHONE_LIMIT_MESSAGE,
};

export type QuoteWords = typeof EN;

const SI: QuoteWords = {
  name: 'ඔබේ නම',
  phone: 'දුරකථන අංකය',
  phoneHint: 'අපි මෙම අංකයෙන් ඔබට නැවත අමතන්නෙමු.',
  email: 'ඊමේල්',
  service: 'සේවාව',
  serviceNone: 'තවම තීරණය කර නැත',
  location: 'ව්‍යාපෘතිය පිහිටි ස්ථානය',
  locationPlaceholder: 'උදා: මහනුවර',
  message: 'ඔබේ ව්‍යාපෘතිය',
  messageHint: 'ඔබ ඉදිකිරීමට හෝ අලුත්වැඩියා කිරීමට කැමති දේ, එහි ප්‍රමාණය සහ කවදාද යන්න.',
  optional: ' (අනිවාර්ය නොවේ)',
  send: 'මිල ගණන් ඉල්ලන්න',
  sending: 'යවමින්...',
  thanks: (name) => `ස්තූතියි${name ? `, ${name}` : ''}! ඔබේ ඉල්ලීම අප වෙත එවා ඇත.`,
  nextSteps: 'ඔබේ ව්‍යාපෘතිය ගැන කතා කිරීමට සහ අවශ්‍ය නම් ස්ථාන පරීක්ෂාවක් සැලසුම් කිරීමට අපි එක් වැඩ කරන දිනයක් ඇතුළත ඔබට අමතන්නෙමු.',
  urgent: ['හදිසි නම්, ', ' අංකයට අපට අමතන්න.'],
  another: 'තවත් ඉල්ලීමක් යවන්න',
  nameRequired: 'කරුණාකර ඔබේ නම අපට කියන්න.',
  nameTooLong: (max) => `කරුණාකර ඔබේ නම අකුරු ${max}කට අඩුවෙන් ලියන්න.`,
  phoneRequired: 'අපට ඔබට නැවත ඇමතීමට හැකි වන පරිදි කරුණාකර දුරකථන අංකයක් දෙන්න.',
  phoneHelp: '077 123 4567 හෝ +94 77 123 4567 වැනි දුරකථන අංකයක් ඇතුළත් කරන්න.',
  emailInvalid: 'වලංගු ඊමේල් ලිපිනයක් ඇතුළත් කරන්න, නැතහොත් එය හිස්ව තබන්න.',
  emailLink: 'ඊමේල් ලිපිනයක ?, & හෝ # තිබිය නොහැක.',
  locationTooLong: (max) => `කරුණාකර ස්ථානය අකුරු ${max}කට අඩුවෙන් ලියන්න.`,
  messageRequired: 'කරුණාකර ඔබේ ව්‍යාපෘතිය ගැන මඳක් අපට කියන්න.',
  messageTooLong: (max) => `කරුණාකර ඔබේ පණිවිඩය අකුරු ${max}කට අඩුවෙන් ලියන්න.`,
  checkFields: 'කරුණාකර ලකුණු කළ ක්ෂේත්‍ර පරීක්ෂා කරන්න.',
  tooManyRequests: 'ඔබේ සම්බන්ධතාවයෙන් ඉල්ලීම් ඕනෑවට වඩා ලැබී ඇත. කරුණාකර මිනිත්තු කිහිපයකින් නැවත උත්සාහ කරන්න, නැතහොත් අපට අමතන්න.',
  sendFailed: 'ඔබේ ඉල්ලීම යැවිය නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න, නැතහොත් අපට අමතන්න.',
  otherSite: 'කරුණාකර මෙම පිටුවේ ඇති පෝරමයෙන් ඔබේ ඉල්ලීම යවන්න.',
  honeypot: 'ඔබේ පණිවිඩය යැවිය නොහැකි විය.',
  tooFast: 'ඉතා ඉක්මනින්! කරුණාකර ඔබේ විස්තර පරීක්ෂා කර ඉල්ලීම නැවත යවන්න.',
  phoneLimit: `අද මෙම අංකයෙන් අපට දැනටමත් ඉල්ලීම් ${QUOTE_LIMITS.perPhone}ක් ලැබී ඇත. අපි ඉක්මනින් ඔබට නැවත අමතන්නෙමු.`,
};

const TA: QuoteWords = {
  name: 'உங்கள் பெயர்',
  phone: 'தொலைபேசி எண்',
  phoneHint: 'இந்த எண்ணில் நாங்கள் உங்களைத் திரும்ப அழைப்போம்.',
  email: 'மின்னஞ்சல்',
  service: 'சேவை',
  serviceNone: 'இன்னும் முடிவு செய்யவில்லை',
  location: 'திட்டம் அமையும் இடம்',
  locationPlaceholder: 'எ.கா. கண்டி',
  message: 'உங்கள் திட்டம்',
  messageHint: 'நீங்கள் கட்ட அல்லது புதுப்பிக்க விரும்புவது, அதன் அளவு, எப்போது என்பதை எழுதுங்கள்.',
  optional: ' (விரும்பினால்)',
  send: 'விலைமதிப்பீடு கோருங்கள்',
  sending: 'அனுப்புகிறது...',
  thanks: (name) => `நன்றி${name ? `, ${name}` : ''}! உங்கள் கோரிக்கை அனுப்பப்பட்டது.`,
  nextSteps:
    'உங்கள் திட்டம் பற்றிப் பேசவும், தேவைப்பட்டால் இடத்தைப் பார்வையிட ஏற்பாடு செய்யவும் ஒரு வேலை நாளுக்குள் நாங்கள் உங்களை அழைப்போம்.',
  urgent: ['அவசரமெனில், ', ' என்ற எண்ணில் எங்களை அழையுங்கள்.'],
  another: 'மற்றொரு கோரிக்கையை அனுப்புங்கள்',
  nameRequired: 'தயவுசெய்து உங்கள் பெயரைச் சொல்லுங்கள்.',
  nameTooLong: (max) => `உங்கள் பெயரை ${max} எழுத்துகளுக்குள் எழுதுங்கள்.`,
  phoneRequired: 'நாங்கள் உங்களைத் திரும்ப அழைக்க, தயவுசெய்து ஒரு தொலைபேசி எண்ணைத் தாருங்கள்.',
  phoneHelp: '077 123 4567 அல்லது +94 77 123 4567 போன்ற தொலைபேசி எண்ணை உள்ளிடுங்கள்.',
  emailInvalid: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள், அல்லது இதை வெறுமையாக விடுங்கள்.',
  emailLink: 'மின்னஞ்சல் முகவரியில் ?, & அல்லது # இருக்கக்கூடாது.',
  locationTooLong: (max) => `இடத்தை ${max} எழுத்துகளுக்குள் எழுதுங்கள்.`,
  messageRequired: 'தயவுசெய்து உங்கள் திட்டம் பற்றிச் சிறிது சொல்லுங்கள்.',
  messageTooLong: (max) => `உங்கள் செய்தியை ${max} எழுத்துகளுக்குள் எழுதுங்கள்.`,
  checkFields: 'குறிக்கப்பட்ட புலங்களைச் சரிபாருங்கள்.',
  tooManyRequests: 'உங்கள் இணைப்பிலிருந்து பல கோரிக்கைகள் வந்துள்ளன. சில நிமிடங்களில் மீண்டும் முயலுங்கள், அல்லது எங்களை அழையுங்கள்.',
  sendFailed: 'உங்கள் கோரிக்கையை அனுப்ப முடியவில்லை. மீண்டும் முயலுங்கள், அல்லது எங்களை அழையுங்கள்.',
  otherSite: 'இந்தப் பக்கத்திலுள்ள படிவத்திலிருந்து உங்கள் கோரிக்கையை அனுப்புங்கள்.',
  honeypot: 'உங்கள் செய்தியை அனுப்ப முடியவில்லை.',
  tooFast: 'மிக விரைவாக அனுப்பிவிட்டீர்கள்! உங்கள் விவரங்களைச் சரிபார்த்து, கோரிக்கையை மீண்டும் அனுப்புங்கள்.',
  phoneLimit: `இன்று இந்த எண்ணிலிருந்து ஏற்கெனவே ${QUOTE_LIMITS.perPhone} கோரிக்கைகள் எங்களுக்கு வந்துள்ளன. விரைவில் உங்களைத் திரும்ப அழைப்போம்.`,
};

export const QUOTE_WORDS: Record<Language, QuoteWords> = { en: EN, si: SI, ta: TA };

/** The language a request is answered in: its own when it is one of the site's, else English. */
export function quoteLanguage(value: unknown): Language {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** The quote form's words in `language` (anything else: English). */
export function quoteWords(language: unknown): QuoteWords {
  return QUOTE_WORDS[quoteLanguage(language)];
}

/** Limits of the server's fields. */
export const MAX_LENGTH = { name: 120, email: 200, location: 200, message: 3000 } as const;

/**
 * Where the form posts without JavaScript: its own page, so the address bar shows nothing but
 * `/contact` (a visitor's details never go in a URL). No `#quote`: a fragment's target would
 * keep the browser from focusing (`autofocus`) the answer's message, which brings it into view.
 */
export const QUOTE_FORM_ROUTE = PUBLIC_ROUTES.contact;

/** Where the form of the Contact page in `language` posts (shared/routes.ts, where routes are). */
export { quoteFormRoute } from './routes';

/**
 * The most a form post may carry, in bytes: every field at its limit in 4-byte characters,
 * percent-encoded (12 bytes each), is ~45 KB. A larger body is refused (413) before it is read.
 */
export const QUOTE_FORM_MAX_BYTES = 64 * 1024;

export interface QuoteValues {
  name: string;
  phone: string;
  email: string;
  service: string;
  location: string;
  message: string;
}

export type QuoteField = keyof QuoteValues;
export type QuoteErrors = Partial<Record<QuoteField, string>>;

export const EMPTY_QUOTE: QuoteValues = { name: '', phone: '', email: '', service: '', location: '', message: '' };

/** The form's fields from a body's values (a string each; anything else reads ''). */
export function quoteValuesOf(body: Record<string, unknown>): QuoteValues {
  const values = { ...EMPTY_QUOTE };
  for (const field of Object.keys(values) as QuoteField[]) {
    const value = body[field];
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** A message per field that needs fixing, in `language`; empty when the request can be sent. */
export function validateQuote(values: QuoteValues, language: Language = DEFAULT_LANGUAGE): QuoteErrors {
  const words = QUOTE_WORDS[language];
  const errors: QuoteErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = words.nameRequired;
  else if (name.length > MAX_LENGTH.name) errors.name = words.nameTooLong(MAX_LENGTH.name);
  const phone = values.phone.trim();
  if (!phone) errors.phone = words.phoneRequired;
  else if (!normalizePhone(phone)) errors.phone = words.phoneHelp;
  const email = values.email.trim();
  if (email) {
    const problem = email.length > MAX_LENGTH.email ? words.emailInvalid : emailProblem(email, words.emailInvalid);
    if (problem) errors.email = problem === EMAIL_LINK_MESSAGE ? words.emailLink : problem;
  }
  if (values.location.trim().length > MAX_LENGTH.location) {
    errors.location = words.locationTooLong(MAX_LENGTH.location);
  }
  const message = values.message.trim();
  if (!message) errors.message = words.messageRequired;
  else if (message.length > MAX_LENGTH.message) errors.message = words.messageTooLong(MAX_LENGTH.message);
  return errors;
}

/** Where a request comes from, besides what the visitor typed. */
export interface QuoteOrigin {
  /** The page the visitor asked from (`quoteSourcePage`). */
  page: string;
  /** The language of the form's page: stored with the request, and the server answers in it. */
  language: Language;
  /** The hidden field's value (only a bot fills it). */
  honeypot?: string;
  /** How long the form has been open (ms; the island's). */
  elapsedMs?: number;
}

/**
 * The record to create: trimmed values, the phone in international form, the page it came from
 * and its language; and how long the form was open (`elapsedMs`, not stored: the server refuses
 * a request sent sooner than a person could, shared/leads.ts QUOTE_LIMITS).
 */
export function quotePayload(values: QuoteValues, origin: QuoteOrigin): Record<string, string> {
  const payload: Record<string, string> = {
    name: values.name.trim(),
    phone: normalizePhone(values.phone) ?? values.phone.trim(),
    email: values.email.trim(),
    service: values.service,
    location: values.location.trim(),
    message: values.message.trim(),
    page: origin.page.slice(0, 300),
    language: origin.language,
  };
  // note: only a bot fills the hidden field; sending it lets the server refuse the request.
  if (origin.honeypot) payload.website = origin.honeypot;
  if (origin.elapsedMs !== undefined) payload[FILL_TIME_FIELD] = String(Math.round(origin.elapsedMs));
  return payload;
}

/**
 * The path a visitor asked for a quote from (links built by `quoteHref`): `?from=/projects/x/y`
 * when a link says so, else the path of a same-site referrer, else ''. Only site paths are kept
 * ("/…", never "//host").
 */
export function quoteSourcePage(search: string, referrer: string, origin: string): string {
  // note: no URL or URLSearchParams: the hooks run this in PocketBase's JSVM, which has neither.
  const from = queryValue(search, 'from');
  if (isSitePath(from)) return from;
  if (origin && referrer.indexOf(`${origin}/`) === 0) return referrer.slice(origin.length).replace(/#.*$/, '');
  return '';
}

/** True for a path of this site ("/…"), never another's ("//host/…", "https://…"). */
export function isSitePath(path: string): boolean {
  return /^\/(?!\/)/.test(path);
}

/** The first value of `name` in a URL's query (`?a=1&b=2`, or a whole address), decoded; ''. */
export function queryValue(search: string, name: string): string {
  const query = search.replace(/#.*$/, '').replace(/^[^?]*\?/, '');
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    if ((eq < 0 ? pair : pair.slice(0, eq)) !== name) continue;
    try {
      return decodeURIComponent(pair.slice(eq + 1).replace(/\+/g, ' '));
    } catch {
      return '';
    }
  }
  return '';
}

/** What the form shows after a refused request: a message for the whole form, and per field. */
export interface QuoteRefusal {
  problem: string;
  errors: QuoteErrors;
}

/**
 * A refused request in the visitor's words, in `language`: the server's own reason ("That was
 * quick! …", "We already have 3 requests from this number today …", said in the request's
 * language) whenever it gave one (a 400), beside the field it concerns when it names one; the
 * rate limit (429) and anything else (offline, a server error: status 0 or 5xx) in words that
 * say what to do.
 */
export function quoteRefusal(
  status: number,
  message: string | null,
  fields: Record<string, string>,
  language: Language = DEFAULT_LANGUAGE,
): QuoteRefusal {
  const words = QUOTE_WORDS[language];
  if (status === 429) return { problem: words.tooManyRequests, errors: {} };
  if (status !== 400) return { problem: words.sendFailed, errors: {} };
  const errors: QuoteErrors = {};
  for (const [field, text] of Object.entries(fields)) {
    if (field in EMPTY_QUOTE && text) errors[field as QuoteField] = text;
  }
  const named = Object.values(errors);
  // One refused field: its reason is the form's too, so it is read where the form's message is.
  if (named.length === 1) return { problem: named[0]!, errors };
  if (named.length > 1) return { problem: words.checkFields, errors };
  return { problem: message || words.sendFailed, errors };
}

/**
 * The form as the server renders it in its answer to a post without JavaScript (the island
 * hydrates from the same): the visitor's text with what to fix and the page they came from
 * (`quoteSourcePage`, kept for the next post), or the thanks once stored.
 */
export type QuoteFormState =
  { sent: false; values: QuoteValues; refusal: QuoteRefusal; page: string } | { sent: true; name: string };
