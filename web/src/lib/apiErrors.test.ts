import { ClientResponseError } from 'pocketbase';
import { errorStatus, fieldErrorCodes, fieldErrors, isAbortError, serverMessage } from './apiErrors';

function badRequest() {
  return new ClientResponseError({
    status: 400,
    response: {
      code: 400,
      message: 'Failed to create record.',
      data: {
        slug: { code: 'validation_not_unique', message: 'Value must be unique.' },
        name: { code: 'validation_required', message: 'Cannot be blank.' },
      },
    },
  });
}

describe('reading SDK errors without the SDK', () => {
  it('tells aborted requests apart', () => {
    expect(isAbortError(new ClientResponseError({ isAbort: true }))).toBe(true);
    expect(isAbortError(badRequest())).toBe(false);
    expect(isAbortError(new Error('boom'))).toBe(false);
    expect(isAbortError(null)).toBe(false);
  });

  it('reads the status, 0 for network failures and other errors', () => {
    expect(errorStatus(badRequest())).toBe(400);
    expect(errorStatus(new ClientResponseError(new TypeError('Failed to fetch')))).toBe(0);
    expect(errorStatus(new Error('boom'))).toBe(0);
    expect(errorStatus(undefined)).toBe(0);
  });

  it("reads the server's message and its per-field messages and codes", () => {
    expect(serverMessage(badRequest())).toBe('Failed to create record.');
    expect(serverMessage(new Error('boom'))).toBeNull();
    expect(fieldErrors(badRequest())).toEqual({ slug: 'Value must be unique.', name: 'Cannot be blank.' });
    expect(fieldErrorCodes(badRequest())).toEqual({ slug: 'validation_not_unique', name: 'validation_required' });
    expect(fieldErrors(new Error('boom'))).toEqual({});
  });
});
