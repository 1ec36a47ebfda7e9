import { EMAIL_LINK_MESSAGE } from './limits';
import { describe, expect, it } from 'vitest';
import { PHONE_LIMIT_MESSAGE, TOO_FAST_MESSAGE } from './leads';
import { PHONE_HELP } from './phone';
import {
  CHECK_FIELDS,
  EMAIL_INVALID,
  EMPTY_QUOTE,
  MESSAGE_REQUIRED,
  NAME_REQUIRED,
  PHONE_REQUIRED,
  QUOTE_WORDS,
  quoteLanguage,
  quotePayload,
  quoteRefusal,
  quoteWords,
  quoteSourcePage,
  quoteValuesOf,
  SEND_FAILED,
  TOO_MANY_REQUESTS,
  validateQuote,
  type QuoteValues,
} from './quote';

const GOOD: QuoteValues = {
  name: ' Nimal Perera ',
  phone: '077 123 4567',
  email: '',
  service: 'svc1',
  location: ' Kandy ',
  message: ' A new house. ',
};

describe('validateQuote', () => {
  it('accepts a complete request, email and location being optional', () => {
    expect(validateQuote(GOOD)).toEqual({});
    expect(validateQuote({ ...GOOD, location: '', service: '', email: 'nimal@example.lk' })).toEqual({});
  });

  it('says what is missing, field by field', () => {
    expect(validateQuote(EMPTY_QUOTE)).toEqual({
      name: NAME_REQUIRED,
      phone: PHONE_REQUIRED,
      message: MESSAGE_REQUIRED,
    });
    expect(validateQuote({ ...GOOD, name: '   ', message: '\n' })).toEqual({
      name: NAME_REQUIRED,
      message: MESSAGE_REQUIRED,
    });
  });

  it.each(['12345', '077 123 456', '+94 77 123 45678', 'call me', '0777'])('refuses the phone "%s"', (phone) => {
    expect(validateQuote({ ...GOOD, phone }).phone).toBe(PHONE_HELP);
  });

  it.each(['077 123 4567', '+94 77 123 4567', '0094 11 2 345678', '(011) 234-5678', '+44 20 7946 0958'])(
    'accepts the phone "%s"',
    (phone) => {
      expect(validateQuote({ ...GOOD, phone }).phone).toBeUndefined();
    },
  );

  it('checks the email only when one is given, and the server limits', () => {
    expect(validateQuote({ ...GOOD, email: 'not-an-email' }).email).toBe(EMAIL_INVALID);
    // issue 38: these would add fields to the Inbox's mailto: reply link
    for (const email of ['victim?cc=boss@example.lk', 'a&body=x@example.lk', 'me#x@example.lk'])
      expect(validateQuote({ ...GOOD, email }).email, email).toBe(EMAIL_LINK_MESSAGE);
    expect(validateQuote({ ...GOOD, name: 'x'.repeat(121) }).name).toMatch(/under 120 characters/);
    expect(validateQuote({ ...GOOD, message: 'x'.repeat(3001) }).message).toMatch(/under 3000 characters/);
  });
});

describe('quotePayload', () => {
  it('sends trimmed values, the phone in international form, the page and its language', () => {
    expect(quotePayload(GOOD, { page: '/projects/residential/p1', language: 'si' })).toEqual({
      name: 'Nimal Perera',
      phone: '+94771234567',
      email: '',
      service: 'svc1',
      location: 'Kandy',
      message: 'A new house.',
      page: '/projects/residential/p1',
      language: 'si',
    });
  });

  it('says how long the form was open, in whole milliseconds', () => {
    expect(quotePayload(GOOD, { page: '', language: 'en', elapsedMs: 4321.6 })).toMatchObject({ elapsed: '4322' });
  });

  it('passes a filled honeypot on, so the server refuses the bot', () => {
    expect(quotePayload(GOOD, { page: '', language: 'en', honeypot: 'http://spam.example' })).toMatchObject({
      website: 'http://spam.example',
    });
  });
});

describe('quoteSourcePage', () => {
  const origin = 'https://build.example.lk';

  it('prefers the ?from= path, then a same-site referrer', () => {
    expect(quoteSourcePage('?from=%2Fprojects%2Fa%2Fb', `${origin}/about`, origin)).toBe('/projects/a/b');
    expect(quoteSourcePage('', `${origin}/services?x=1`, origin)).toBe('/services?x=1');
  });

  it('ignores other sites and anything that is not a site path', () => {
    expect(quoteSourcePage('?from=https://evil.example/x', 'https://google.com/search', origin)).toBe('');
    expect(quoteSourcePage('?from=//evil.example/x', '', origin)).toBe('');
    expect(quoteSourcePage('', `${origin}.evil.example/x`, origin)).toBe('');
  });

  it("reads the ?from= of a whole address (the Contact page's, sent as a form post's referrer)", () => {
    expect(quoteSourcePage(`${origin}/contact?x=1&from=%2Fprojects%2Fa%2Fb#quote`, '', '')).toBe('/projects/a/b');
    expect(quoteSourcePage(`${origin}/contact`, '', '')).toBe('');
  });
});

describe('quoteValuesOf', () => {
  it('reads each field of a posted body as a string, and nothing else', () => {
    expect(quoteValuesOf({ name: 'Nimal', phone: ['1', '2'], message: 5, website: 'x' })).toEqual({
      ...EMPTY_QUOTE,
      name: 'Nimal',
    });
  });
});

describe('quoteRefusal', () => {
  it("gives the server's own reason for a refusal without a field (issue 39)", () => {
    expect(quoteRefusal(400, TOO_FAST_MESSAGE, {})).toEqual({ problem: TOO_FAST_MESSAGE, errors: {} });
  });

  it('gives the reason of the one refused field for the whole form too, and keeps it by its field', () => {
    expect(quoteRefusal(400, 'Failed to save: check the highlighted fields.', { phone: PHONE_LIMIT_MESSAGE })).toEqual({
      problem: PHONE_LIMIT_MESSAGE,
      errors: { phone: PHONE_LIMIT_MESSAGE },
    });
  });

  it('asks to check the fields when several are refused, and ignores fields the form has not', () => {
    expect(
      quoteRefusal(400, 'Failed to create record.', { phone: PHONE_HELP, name: NAME_REQUIRED, unknown: 'ignored' }),
    ).toEqual({ problem: CHECK_FIELDS, errors: { phone: PHONE_HELP, name: NAME_REQUIRED } });
  });

  it('explains the rate limit, and says what to do when the request did not get through', () => {
    expect(quoteRefusal(429, 'Too Many Requests.', {}).problem).toBe(TOO_MANY_REQUESTS);
    expect(quoteRefusal(0, null, {}).problem).toBe(SEND_FAILED);
    expect(quoteRefusal(503, 'The server failed its self-check: writes are refused.', {}).problem).toBe(SEND_FAILED);
    expect(quoteRefusal(400, null, {}).problem).toBe(SEND_FAILED);
  });
});

describe('the words in three languages (issue 40)', () => {
  it('keeps the English verbatim and gives Sinhala and Tamil every entry, in their scripts', () => {
    expect(QUOTE_WORDS.en).toMatchObject({
      nameRequired: NAME_REQUIRED,
      phoneHelp: PHONE_HELP,
      tooFast: TOO_FAST_MESSAGE,
      phoneLimit: PHONE_LIMIT_MESSAGE,
      tooManyRequests: TOO_MANY_REQUESTS,
    });
    const script = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ };
    for (const language of ['si', 'ta'] as const) {
      for (const [key, value] of Object.entries(QUOTE_WORDS[language])) {
        const text = typeof value === 'function' ? (value as (x: never) => string)(3 as never) : String(value);
        if (key === 'optional' || key === 'urgent' || key === 'sending' || key === 'email') continue;
        expect(text, `${language}.${key}`).toMatch(script[language]);
        expect(text, `${language}.${key}`).not.toBe(String((QUOTE_WORDS.en as Record<string, unknown>)[key]));
      }
    }
  });

  it('validates and refuses in the language asked for', () => {
    expect(validateQuote(EMPTY_QUOTE, 'si')).toEqual({
      name: QUOTE_WORDS.si.nameRequired,
      phone: QUOTE_WORDS.si.phoneRequired,
      message: QUOTE_WORDS.si.messageRequired,
    });
    expect(validateQuote({ ...GOOD, email: 'a&b@example.lk' }, 'ta').email).toBe(QUOTE_WORDS.ta.emailLink);
    expect(validateQuote({ ...GOOD, phone: '12' }, 'ta').phone).toBe(QUOTE_WORDS.ta.phoneHelp);
    expect(quoteRefusal(429, null, {}, 'ta').problem).toBe(QUOTE_WORDS.ta.tooManyRequests);
    expect(quoteRefusal(0, null, {}, 'si').problem).toBe(QUOTE_WORDS.si.sendFailed);
    expect(quoteRefusal(400, null, { a: 'x', name: 'y' }, 'si').problem).toBe('y');
  });

  it('answers a language that is not one of the three in English', () => {
    expect(quoteLanguage('si')).toBe('si');
    expect(quoteLanguage(['ta'])).toBe('ta');
    for (const other of ['fr', '', undefined, null, 3, 'SI']) expect(quoteLanguage(other)).toBe('en');
    expect(quoteWords('de')).toBe(QUOTE_WORDS.en);
  });
});
