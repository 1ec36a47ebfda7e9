/**
 * Quote requests (issue 7): a honeypot for bots, phone numbers normalised to international
 * form, and an email to the company for each new inquiry when SMTP is configured.
 */
import type * as Content from '../../../shared/content';
import type * as Languages from '../../../shared/languages';
import type * as Leads from '../../../shared/leads';
import type * as Limits from '../../../shared/limits';
import type * as Phone from '../../../shared/phone';
import type * as Quote from '../../../shared/quote';
import type * as LeadsLib from './leads';
import type * as RequestBody from './requestBody';
import type * as Transactions from './transactions';

const transactions = (): typeof Transactions => require(`${__hooks}/lib/transactions.js`) as typeof Transactions;
const quote = (): typeof Quote => require(`${__hooks}/lib/shared/quote.js`) as typeof Quote;

/** The hidden form field a person never fills in and a form-filling bot does. */
export const HONEYPOT_FIELD = 'website';

/** True when `value` (a raw body's or the query's) fills the honeypot. */
export function fillsHoneypot(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(fillsHoneypot);
  return value !== undefined && value !== null && String(value).trim() !== '';
}

/**
 * onRecordCreateRequest body for inquiries: the honeypot filled in the body, whatever its
 * encoding (JSON, multipart or url-encoded: rawBody reads each as PocketBase does), or in the
 * query (a form's fields may come from there; issue 26). Refused in the request's language.
 */
export function refuseHoneypot(e: core.RecordRequestEvent, next: () => void): void {
  const { rawBody, goRequest, formValues } = require(`${__hooks}/lib/requestBody.js`) as typeof RequestBody;
  const request = goRequest(e);
  const query = request && request.url ? formValues(request.url.query())[HONEYPOT_FIELD] : undefined;
  const body = rawBody(e);
  if (fillsHoneypot(body[HONEYPOT_FIELD]) || fillsHoneypot(query)) {
    throw new BadRequestError(quote().quoteWords(body.language).honeypot);
  }
  next();
}

/** A PocketBase datetime `hours` ago ("2026-11-25 09:15:00.000Z"). */
function hoursAgo(hours: number): string {
  return new Date(Date.now() - hours * 3600_000).toISOString().replace('T', ' ');
}

/**
 * onRecordCreateRequest body for inquiries, after the honeypot (issue 29, docs/SECURITY.md):
 * a visitor's request goes through `checkVisitorRequest` and is stored by `saveCountingPhone`.
 * Staff are not checked.
 */
export function guardVisitorRequest(e: core.RecordRequestEvent, next: () => void): void {
  const { isStaff } = require(`${__hooks}/lib/leads.js`) as typeof LeadsLib;
  if (isStaff(e.auth)) return next();
  const { LEAD_FIELDS } = require(`${__hooks}/lib/shared/leads.js`) as typeof Leads;
  const { rawBody } = require(`${__hooks}/lib/requestBody.js`) as typeof RequestBody;
  const body = rawBody(e);
  // note: these hooks run before the create rule; a visitor's request that sets a staff field
  // is left for the rule to refuse (a duplicate answer would hide the refusal).
  for (const field of LEAD_FIELDS) if (body[field] !== undefined) return next();

  const check = checkVisitorRequest(e.app, body, e.record!);
  if (check.sameAs) {
    // note: answered as sent: the visitor sees their thanks, and the Inbox holds it once.
    e.json(200, { id: check.sameAs, duplicate: true });
    return;
  }
  if (!check.phone) return next(); // the phone's own check explains it
  const app = e.app;
  try {
    saveCountingPhone(app, check.phone, e.record!.getString('language'), (tx) => {
      e.app = tx;
      next();
    });
  } finally {
    e.app = app;
  }
}

/** What `checkVisitorRequest` found: the phone as stored, and a same request stored earlier. */
export interface VisitorCheck {
  /** The request's phone in international form; '' when it has none that reads as one. */
  phone: string;
  /** The id of the same request (phone, name and message) stored within a day, or ''. */
  sameAs: string;
}

/**
 * The checks of a visitor's quote request before it is stored, for both of the form's paths
 * (the create-record API's hook above, and its post without JavaScript, lib/quoteForm.ts): a
 * request sent sooner than QUOTE_LIMITS.minFillMs after the form opened is refused (the site's
 * form sends the time in `body`; other clients that send none are bounded by the limits); the
 * same phone, name and message again within a day is found, to be answered as sent and not
 * stored twice (a double tap, a reload). A refusal is said in the record's language.
 */
export function checkVisitorRequest(app: CoreApp, body: RequestBody.Body, record: core.Record): VisitorCheck {
  const leads = require(`${__hooks}/lib/shared/leads.js`) as typeof Leads;
  const { normalizePhone } = require(`${__hooks}/lib/shared/phone.js`) as typeof Phone;
  const { QUOTE_LIMITS } = leads;
  const sent = body[leads.FILL_TIME_FIELD];
  const elapsed = Number(Array.isArray(sent) ? sent[0] : sent);
  if (sent !== undefined && sent !== '' && !(elapsed >= QUOTE_LIMITS.minFillMs)) {
    throw new BadRequestError(quote().quoteWords(record.getString('language')).tooFast);
  }

  const phone = normalizePhone(record.getString('phone'));
  if (!phone) return { phone: '', sameAs: '' };

  const key = leads.sameRequestKey(record.getString('name'), record.getString('message'));
  const recent = app.findRecordsByFilter('inquiries', 'phone = {:phone} && created > {:since}', '-created', 50, 0, {
    phone,
    since: hoursAgo(QUOTE_LIMITS.duplicateHours),
  });
  // note: plain index loop: Go slices in PocketBase's JSVM are not JS iterables.
  for (let i = 0; i < recent.length; i++) {
    const other = recent[i]!;
    if (leads.sameRequestKey(other.getString('name'), other.getString('message')) === key) {
      return { phone, sameAs: other.id };
    }
  }
  return { phone, sameAs: '' };
}

/**
 * Stores a visitor's request with `save` (given the transaction) and refuses it, rolled back,
 * when its phone number has more than QUOTE_LIMITS.perPhone requests a day, with a field
 * message in the request's `language`. The count is taken in the save's transaction, after every other check of the request
 * (a request with mistakes is told about them first) and exactly (PocketBase has one writer, so
 * two requests at once cannot both be the third); the transaction holds the write lock from its
 * start (lib/transactions.ts).
 */
export function saveCountingPhone(app: core.App, phone: string, language: string, save: (tx: core.App) => void): void {
  const { QUOTE_LIMITS } = require(`${__hooks}/lib/shared/leads.js`) as typeof Leads;
  transactions().writeTransaction(app, (tx) => {
    save(tx);
    const count = tx.countRecords(
      'inquiries',
      $dbx.hashExp({ phone }),
      $dbx.exp('created > {:since}', { since: hoursAgo(QUOTE_LIMITS.perPhoneHours) }),
    );
    if (count > QUOTE_LIMITS.perPhone) {
      throw new BadRequestError('Failed to save: check the highlighted fields.', {
        phone: new ValidationError('validation_phone_limit', quote().quoteWords(language).phoneLimit),
      });
    }
  });
}

function normalizeField(e: core.RecordEvent, field: string, digitsOnly: boolean, help: string, next: () => void): void {
  const { normalizePhone } = require(`${__hooks}/lib/shared/phone.js`) as typeof Phone;
  const record = e.record!;
  const raw = record.getString(field).trim();
  if (raw !== '') {
    const phone = normalizePhone(raw);
    if (!phone) {
      throw new BadRequestError('Failed to save: check the highlighted fields.', {
        [field]: new ValidationError('validation_invalid_phone', help),
      });
    }
    record.set(field, digitsOnly ? phone.slice(1) : phone);
  }
  next();
}

/**
 * onRecordValidate body for inquiries: "077 123 4567" is stored as "+94771234567"; an email
 * with ?, & or # is refused (it would add fields to the Inbox's mailto: link, issue 38). A new
 * request is told in its own language (the visitor's); staff editing one read English.
 */
export function checkInquiryContact(e: core.RecordEvent, next: () => void): void {
  const { EMAIL_LINK_CHARACTERS } = require(`${__hooks}/lib/shared/limits.js`) as typeof Limits;
  const record = e.record!;
  const words = quote().quoteWords(record.isNew() ? record.getString('language') : '');
  if (EMAIL_LINK_CHARACTERS.test(record.getString('email'))) {
    throw new BadRequestError('Failed to save: check the highlighted fields.', {
      email: new ValidationError('validation_email_link', words.emailLink),
    });
  }
  normalizeField(e, 'phone', false, words.phoneHelp, next);
}

/** onRecordValidate body for the contact settings: WhatsApp as international digits (wa.me). */
export function normalizeWhatsapp(e: core.RecordEvent, next: () => void): void {
  const { PHONE_HELP } = require(`${__hooks}/lib/shared/phone.js`) as typeof Phone;
  normalizeField(e, 'whatsapp', true, PHONE_HELP, next);
}

function firstRecord(app: CoreApp, collection: string): core.Record | null {
  const records = app.findRecordsByFilter(collection, '', '', 1, 0);
  return records.length ? records[0]! : null;
}

/** The plain-text email for a new inquiry (`fields.language`: the language's English name). */
export function inquiryEmailText(fields: Record<string, string>, adminUrl: string): string {
  const lines = [
    `New quote request from ${fields.name}`,
    '',
    `Name:     ${fields.name}`,
    `Phone:    ${fields.phone}`,
    fields.email ? `Email:    ${fields.email}` : '',
    fields.service ? `Service:  ${fields.service}` : '',
    fields.location ? `Location: ${fields.location}` : '',
    fields.page ? `Sent from: ${fields.page}` : '',
    `Language: ${fields.language}`,
    '',
    fields.message,
    '',
    `Read and mark it handled in the admin panel: ${adminUrl}`,
  ];
  return lines.filter((line, i) => line !== '' || lines[i - 1] !== '').join('\n');
}

/**
 * onRecordAfterCreateSuccess body for inquiries: emails the company's contact address when
 * SMTP is configured. A mail failure is logged and never fails the visitor's request.
 */
export function emailNewInquiry(e: core.RecordEvent): void {
  const app = e.app;
  const settings = app.settings();
  if (settings.smtp.enabled) {
    try {
      const { CONTENT } = require(`${__hooks}/lib/shared/content.js`) as typeof Content;
      const contact = firstRecord(app, CONTENT.contact.collection);
      const footer = firstRecord(app, CONTENT.footer.collection);
      const to =
        (contact && contact.getString('email')) ||
        (footer && footer.getString('footer_email')) ||
        settings.meta.senderAddress;
      const record = e.record!;
      let service = '';
      const serviceId = record.getString('service');
      if (serviceId) {
        try {
          service = app.findRecordById('services', serviceId).getString('title');
        } catch {
          service = '';
        }
      }
      const fields: Record<string, string> = {};
      for (const name of ['name', 'phone', 'email', 'location', 'message', 'page'])
        fields[name] = record.getString(name);
      fields.service = service;
      const { LANGUAGE_NAMES } = require(`${__hooks}/lib/shared/languages.js`) as typeof Languages;
      fields.language = LANGUAGE_NAMES[quote().quoteLanguage(record.getString('language'))].english;
      const appUrl = (settings.meta.appURL || '').replace(/\/+$/, '');
      const message = new MailerMessage({
        from: { address: settings.meta.senderAddress, name: settings.meta.senderName },
        to: [{ address: to, name: '' }],
        // Answering the email answers the visitor.
        headers: fields.email ? { 'Reply-To': fields.email } : {},
        subject: `New quote request from ${fields.name}`,
        text: inquiryEmailText(fields, `${appUrl}/admin/inbox`),
        html: '',
      } as unknown as Partial<mailer.Message>);
      app.newMailClient().send(message);
    } catch (err) {
      app.logger().error('Failed to email a new inquiry', 'error', String(err));
    }
  }
  e.next();
}
