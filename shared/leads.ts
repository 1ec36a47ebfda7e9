/**
 * The lead pipeline of quote requests (issue 29, decision 019): the statuses a request is worked
 * through, what each needs, the WhatsApp greeting staff reply with. Pure code: the hooks load its
 * compiled copy (pb_hooks/lib/shared/leads.js), the admin bundles it.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import { matchPublicRoute } from './routes';

/** New → Contacted → Quoted → Won / Lost. The `inquiries.status` select holds these values. */
export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** How the admin names each status. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};

/** The statuses whose estimated value is asked for and shown. */
export const VALUED_STATUSES: readonly LeadStatus[] = ['quoted', 'won'];

/**
 * The pipeline fields: staff set them, visitors never send or read them (the create rule refuses
 * them in a visitor's request, lib/leads.ts hides them from anyone but approved staff).
 */
export const LEAD_FIELDS = ['status', 'assignee', 'value', 'lost_reason', 'handled', 'project'] as const;

/** The longest lost reason and note, in characters (the collections' field options match). */
export const LOST_REASON_MAX = 300;
export const NOTE_MAX = 2000;
/** The largest estimated value, in rupees. */
export const VALUE_MAX = 10_000_000_000;

export const LOST_REASON_REQUIRED = 'Say why this lead was lost.';
export const ASSIGNEE_NOT_STAFF = 'Choose a member of staff whose account is approved.';

/** The collection of staff notes on a quote request. */
export const NOTES_COLLECTION = 'inquiry_notes';

/** A lead is overdue while it is New this long after it came in: a day. */
export const OVERDUE_AFTER_MS = 24 * 60 * 60 * 1000;

/** The status of a stored request: its status, or New for one saved before the pipeline. */
export function leadStatus(value: string | undefined | null): LeadStatus {
  return (LEAD_STATUSES as readonly string[]).indexOf(value ?? '') >= 0 ? (value as LeadStatus) : 'new';
}

/** Whether a request counts as handled (the old switch): anything past New. */
export function isHandled(status: LeadStatus): boolean {
  return status !== 'new';
}

/** The status an old client's handled switch means, when it flips the switch alone. */
export function statusOfHandled(handled: boolean, current: LeadStatus): LeadStatus {
  if (handled) return current === 'new' ? 'contacted' : current;
  return 'new';
}

/** A PocketBase datetime ("2026-11-22 09:15:00.000Z") as milliseconds, NaN when not one. */
export function dateMs(value: string): number {
  return Date.parse(value.replace(' ', 'T'));
}

/** True when a request is still New a day (OVERDUE_AFTER_MS) after it came in. */
export function isOverdue(lead: { status?: string; created: string }, now: number): boolean {
  return leadStatus(lead.status) === 'new' && now - dateMs(lead.created) > OVERDUE_AFTER_MS;
}

/** What the greeting says about one request. */
export interface GreetingSubject {
  name: string;
  created: string;
  service?: string;
  project?: string;
  company?: string;
  /** The language the request was sent in (issue 40): the reply starts in it; '' reads English. */
  language?: string;
}

/** Sri Lanka's offset from UTC (no daylight saving). */
const COLOMBO_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** A reply's parts in one language: the months (for the day), the greeting, the email's subject. */
interface ReplyWords {
  months: readonly string[];
  /** "22 November", in the language's order. */
  day: (date: number, month: string) => string;
  /** The WhatsApp message: `day` is '' when the request's date is unknown. */
  greeting: (subject: GreetingSubject, day: string) => string;
  subject: string;
}

/**
 * How staff start a reply to a request, in the language it was sent in (issue 40). English is
 * issue 39's: "Hello Nimal Perera, this is Lanka Builders about your quote request for Roofing of
 * 22 November, sent from our Villa in Kandy project. …" (the project in words, not brackets).
 * note: months by hand, not Intl: PocketBase's JSVM (goja) has no Intl, and the hooks load this.
 */
const REPLIES: Record<Language, ReplyWords> = {
  en: {
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    day: (date, month) => `${date} ${month}`,
    greeting: ({ name, company, service, project }, day) =>
      `Hello ${name}, ${company ? `this is ${company}` : 'thank you for contacting us'} about your quote request` +
      `${service ? ` for ${service}` : ''}${day ? ` of ${day}` : ''}${project ? `, sent from our ${project} project` : ''}. ` +
      'When would be a good time to talk about it?',
    subject: 'Your quote request',
  },
  si: {
    months: [
      'ජනවාරි',
      'පෙබරවාරි',
      'මාර්තු',
      'අප්‍රේල්',
      'මැයි',
      'ජූනි',
      'ජූලි',
      'අගෝස්තු',
      'සැප්තැම්බර්',
      'ඔක්තෝබර්',
      'නොවැම්බර්',
      'දෙසැම්බර්',
    ],
    day: (date, month) => `${month} ${date}`,
    greeting: ({ name, company, service, project }, day) =>
      `ආයුබෝවන් ${name}, ${company ? `මේ ${company} ආයතනයෙන්.` : 'අප හා සම්බන්ධ වූවාට ස්තූතියි.'} ` +
      `${project ? `අපගේ ${project} ව්‍යාපෘතිය බලා ` : ''}${day ? `${day} දින ` : ''}` +
      `${service ? `${service} සඳහා ` : ''}ඔබ එවූ මිල ගණන් ඉල්ලීම ගැනයි. ` +
      'ඒ ගැන කතා කිරීමට ඔබට පහසු වේලාව කුමක්ද?',
    subject: 'ඔබේ මිල ගණන් ඉල්ලීම',
  },
  ta: {
    months: ['ஜனவரி', 'பிப்ரவரி', 'மார்ச்', 'ஏப்ரல்', 'மே', 'ஜூன்', 'ஜூலை', 'ஆகஸ்ட்', 'செப்டம்பர்', 'அக்டோபர்', 'நவம்பர்', 'டிசம்பர்'],
    day: (date, month) => `${month} ${date}`,
    greeting: ({ name, company, service, project }, day) =>
      `வணக்கம் ${name}, ${company ? `நாங்கள் ${company}.` : 'எங்களைத் தொடர்பு கொண்டதற்கு நன்றி.'} ` +
      `${project ? `எங்கள் ${project} திட்டத்தைப் பார்த்து ` : ''}${day ? `${day} அன்று ` : ''}` +
      `${service ? `${service} தொடர்பாக ` : ''}நீங்கள் அனுப்பிய விலைமதிப்பீட்டுக் கோரிக்கை பற்றித் தொடர்பு கொள்கிறோம். ` +
      'இது பற்றிப் பேச உங்களுக்கு வசதியான நேரம் எது?',
    subject: 'உங்கள் விலைமதிப்பீட்டுக் கோரிக்கை',
  },
};

/** The reply words of a request's language (anything but si or ta: English). */
function replyWords(language: string | undefined): ReplyWords {
  return REPLIES[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}

/** "22 November" (in Sinhala "නොවැම්බර් 22"): the day in Sri Lanka, in `language`. */
export function dayInColombo(ms: number, language?: string): string {
  const words = replyWords(language);
  const local = new Date(ms + COLOMBO_OFFSET_MS);
  return words.day(local.getUTCDate(), words.months[local.getUTCMonth()]!);
}

/**
 * "2026-11-22 14:45": the date and time in Sri Lanka, as a spreadsheet reads a date (the CSV
 * export, issue 39: staff read times in Sri Lanka, not UTC).
 */
export function dateTimeInColombo(ms: number): string {
  return new Date(ms + COLOMBO_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The WhatsApp reply's first message, naming the request, in the language it was sent in. */
export function whatsappGreeting(subject: GreetingSubject): string {
  const ms = dateMs(subject.created);
  const day = Number.isNaN(ms) ? '' : dayInColombo(ms, subject.language);
  return replyWords(subject.language).greeting(subject, day);
}

/** The subject of an email reply to a request, in the language it was sent in. */
export function replySubject(language: string | undefined): string {
  return replyWords(language).subject;
}

/**
 * A mailto: link to `email` with `subject`: every part encoded (RFC 6068), so an address can
 * add no field of its own (the server refuses ?, & and # in one, issue 38; this holds anyway).
 */
export function mailtoLink(email: string, subject: string): string {
  const address = email.split('@').map(encodeURIComponent).join('@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

/** A tel: link to `phone` ("+94771234567"): its digits and a leading + only. */
export function telLink(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}

/** A wa.me link to `phone` ("+94771234567") opening a chat with `text`. */
export function whatsappLink(phone: string, text: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/**
 * The project a request came from, by the page it was sent from (a project page of the route
 * table in any language, what "Plan a similar project" links carry): its id, or ''.
 */
export function projectIdOfPage(page: string): string {
  const match = matchPublicRoute(page.split(/[?#]/)[0] ?? '');
  const id = match && match.screen === 'project' ? match.params.projectId! : '';
  return /^[a-z0-9]{1,30}$/.test(id) ? id : '';
}

/**
 * What keeps spam out of the quote form without turning real visitors away (issue 29,
 * docs/SECURITY.md "Quote requests"). Mobile carriers put many people behind one address, so the
 * per-address limit is loose and the tight ones are per phone number.
 */
export const QUOTE_LIMITS = {
  /** Requests per client address (PocketBase's rate limiter, rule `inquiries:create`). */
  perAddress: 20,
  perAddressSeconds: 600,
  /** Requests per phone number (the server counts the stored ones). */
  perPhone: 3,
  perPhoneHours: 24,
  /** The same phone, name and message again within this many hours is the same request. */
  duplicateHours: 24,
  /**
   * The site's form sends how long its page has been open; sooner than this is a bot driving the
   * form (a person is asked to send again). A client that sends no time meets the limits above.
   */
  minFillMs: 1500,
} as const;

/** The request body key the form sends its open time in (milliseconds); not a stored field. */
export const FILL_TIME_FIELD = 'elapsed';

export const TOO_FAST_MESSAGE = 'That was quick! Please check your details and send the request again.';
export const PHONE_LIMIT_MESSAGE = `We already have ${QUOTE_LIMITS.perPhone} requests from this number today and will call you back soon.`;

/** A message as compared for duplicates: case, spacing and punctuation runs ignored. */
export function sameRequestKey(name: string, message: string): string {
  const norm = (text: string) =>
    text
      .toLowerCase()
      .replace(/[\s.,!?;:]+/g, ' ')
      .trim();
  return `${norm(name)}\n${norm(message)}`;
}

/**
 * The Inbox's list, searched, filtered, sorted and paged by the server (issue 29;
 * GET /api/site/leads, pb_hooks/src/lib/leads.ts listLeads): the query it takes.
 */
export const LEAD_SORT_KEYS = ['newest', 'oldest', 'status', 'value'] as const;
export type LeadSortKey = (typeof LEAD_SORT_KEYS)[number];

export interface LeadQuery {
  search: string;
  /** '' for every status. */
  status: '' | LeadStatus;
  /** A service's id, '' for every one. */
  service: string;
  /** "2026-11" (Sri Lanka's calendar), '' for every month. */
  month: string;
  /** The language it was sent in (issue 40), '' for every one; English holds requests without one. */
  language: '' | Language;
  sort: LeadSortKey;
}

/** The list's route, the requests on one page, and the most one call may ask for (the CSV export pages through). */
export const LEADS_ROUTE = '/api/site/leads';
export const LEADS_PAGE_SIZE = 100;
export const LEADS_MAX_PAGE_SIZE = 500;
/** The longest search the route takes, in characters. */
export const LEAD_SEARCH_MAX = 200;

/** One page of the list as the route answers it. */
export interface LeadPage<T> {
  page: number;
  perPage: number;
  /** How many requests match the query. */
  totalItems: number;
  totalPages: number;
  /** How many requests there are in all. */
  all: number;
  /** The months that have requests, newest first ("2026-11"). */
  months: string[];
  items: T[];
}

/**
 * The instants a month of Sri Lanka's calendar ("2026-11") runs between, as PocketBase stores
 * datetimes ("2026-10-31 18:30:00.000Z"); null when `month` is not one.
 */
export function monthRange(month: string): { from: string; to: string } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  if (index < 0 || index > 11) return null;
  const stamp = (ms: number) => new Date(ms - COLOMBO_OFFSET_MS).toISOString().replace('T', ' ');
  return { from: stamp(Date.UTC(year, index, 1)), to: stamp(Date.UTC(year, index + 1, 1)) };
}

/**
 * What a search looks for: every word in the name, phone or message (case-blind), or, when it
 * holds 6 digits or more, a phone number however it was typed ("077 123 4567" finds
 * "+94771234567": a local number is the international one without +94).
 */
export function searchTerms(search: string): { words: string[]; phones: string[] } {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const typed = search.replace(/\D/g, '');
  const phones =
    typed.length >= 6 ? [typed, typed.replace(/^0/, '94')].filter((p, i, all) => all.indexOf(p) === i) : [];
  return { words, phones };
}
