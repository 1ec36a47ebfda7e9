import { EMAIL_LINK_MESSAGE } from '@shared/limits';
import { clientError } from '../../admin/kit/testing/fakePocketBase';
import {
  EMAIL_INVALID,
  EMPTY_QUOTE,
  MESSAGE_REQUIRED,
  NAME_REQUIRED,
  PHONE_HELP,
  PHONE_REQUIRED,
  quotePayload,
  quoteSourcePage,
  SEND_FAILED,
  sendProblem,
  TOO_MANY_REQUESTS,
  validateQuote,
  type QuoteValues,
} from './quoteRequest';
import { quoteHref } from './quoteHref';

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
  it('sends trimmed values, the phone in international form and the page', () => {
    expect(quotePayload(GOOD, '/projects/residential/p1', '')).toEqual({
      name: 'Nimal Perera',
      phone: '+94771234567',
      email: '',
      service: 'svc1',
      location: 'Kandy',
      message: 'A new house.',
      page: '/projects/residential/p1',
    });
  });

  it('says how long the form was open, in whole milliseconds', () => {
    expect(quotePayload(GOOD, '', '', 4321.6)).toMatchObject({ elapsed: '4322' });
  });

  it('passes a filled honeypot on, so the server refuses the bot', () => {
    expect(quotePayload(GOOD, '', 'http://spam.example')).toMatchObject({ website: 'http://spam.example' });
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
  });

  it('links to the form from a page', () => {
    expect(quoteHref('/projects/a/b')).toBe('/contact?from=%2Fprojects%2Fa%2Fb#quote');
    expect(quoteHref()).toBe('/contact#quote');
  });
});

describe('sendProblem', () => {
  it('explains the rate limit in plain words', () => {
    expect(sendProblem(clientError(429, 'Too Many Requests.'))).toEqual({ message: TOO_MANY_REQUESTS, fields: {} });
  });

  it("puts the server's field messages by their fields", () => {
    const err = clientError(400, 'Failed to create record.', {
      phone: { code: 'validation_invalid_phone', message: PHONE_HELP },
      unknown: { code: 'x', message: 'ignored' },
    });
    expect(sendProblem(err)).toEqual({
      message: 'Please check the highlighted fields.',
      fields: { phone: PHONE_HELP },
    });
  });

  it('falls back to a general message (the honeypot refusal, network failures)', () => {
    expect(sendProblem(clientError(400, 'Your message could not be sent.')).message).toBe(SEND_FAILED);
    expect(sendProblem(new Error('offline')).message).toBe(SEND_FAILED);
  });
});
