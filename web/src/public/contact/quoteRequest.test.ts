import { PHONE_LIMIT_MESSAGE, TOO_FAST_MESSAGE } from '@shared/leads';
import { PHONE_HELP } from '@shared/phone';
import { CHECK_FIELDS, SEND_FAILED, TOO_MANY_REQUESTS } from '@shared/quote';
import { clientError } from '../../admin/kit/testing/fakePocketBase';
import { quoteHref } from './quoteHref';
import { sendProblem } from './quoteRequest';

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
