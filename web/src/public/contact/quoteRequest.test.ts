import { PHONE_LIMIT_MESSAGE, TOO_FAST_MESSAGE } from '@shared/leads';
import { PHONE_HELP } from '@shared/phone';
import { CHECK_FIELDS, QUOTE_WORDS, SEND_FAILED, TOO_MANY_REQUESTS } from '@shared/quote';
import { clientError } from '../../admin/kit/testing/fakePocketBase';
import { quoteHref } from './quoteHref';
import { SEND_ATTEMPTS, sendProblem, sendQuoteRequest } from './quoteRequest';

describe('quoteHref', () => {
  it('links to the form from a page', () => {
    expect(quoteHref('/projects/a/b')).toBe('/contact?from=%2Fprojects%2Fa%2Fb#quote');
    expect(quoteHref()).toBe('/contact#quote');
  });
});

describe('sendProblem', () => {
  it('explains the rate limit in plain words', () => {
    expect(sendProblem(clientError(429, 'Too Many Requests.'), 'en')).toEqual({
      problem: TOO_MANY_REQUESTS,
      errors: {},
    });
  });

  it("puts the server's field messages by their fields", () => {
    const err = clientError(400, 'Failed to create record.', {
      phone: { code: 'validation_invalid_phone', message: PHONE_HELP },
      name: { code: 'validation_required', message: 'Cannot be blank.' },
      unknown: { code: 'x', message: 'ignored' },
    });
    expect(sendProblem(err, 'en')).toEqual({
      problem: CHECK_FIELDS,
      errors: { phone: PHONE_HELP, name: 'Cannot be blank.' },
    });
  });

  it("gives the server's own reason: too quick, a number's daily limit (issue 39)", () => {
    expect(sendProblem(clientError(400, TOO_FAST_MESSAGE), 'en').problem).toBe(TOO_FAST_MESSAGE);
    const limit = clientError(400, 'Failed to save: check the highlighted fields.', {
      phone: { code: 'validation_phone_limit', message: PHONE_LIMIT_MESSAGE },
    });
    expect(sendProblem(limit, 'en')).toEqual({ problem: PHONE_LIMIT_MESSAGE, errors: { phone: PHONE_LIMIT_MESSAGE } });
  });

  it('says what to do when the request did not get through (offline)', () => {
    expect(sendProblem(new Error('offline'), 'en').problem).toBe(SEND_FAILED);
  });
});

describe('sendQuoteRequest', () => {
  afterEach(() => vi.unstubAllGlobals());
  const busy = () =>
    new Response(JSON.stringify({ status: 503, message: 'Too many quote requests at once.', data: {} }), {
      status: 503,
      headers: { 'content-type': 'application/json', 'Retry-After': '2' },
    });

  it("sends again after the server's Retry-After when it was too busy to take the request in (503)", async () => {
    const answers = [busy(), busy(), new Response(JSON.stringify({ id: 'q1' }), { status: 200 })];
    const fetch = vi.fn(async () => answers.shift()!);
    vi.stubGlobal('fetch', fetch);
    const waits: number[] = [];
    await sendQuoteRequest({ name: 'Nimal' }, async (ms) => {
      waits.push(ms);
    });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([2000, 2000]);
  });

  it('gives up after SEND_ATTEMPTS busy answers, and the visitor is told to try again', async () => {
    const fetch = vi.fn(async () => busy());
    vi.stubGlobal('fetch', fetch);
    const sent = sendQuoteRequest({ name: 'Nimal' }, async () => {});
    await expect(sent).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(SEND_ATTEMPTS);
    expect(sendProblem(await sent.catch((err: unknown) => err), 'si').problem).toBe(QUOTE_WORDS.si.sendFailed);
  });
});
