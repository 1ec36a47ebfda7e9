import { describe, expect, it } from 'vitest';
import { countMail, MAILS_PER_RECIPIENT, mailRequest, MAX_TRACKED_RECIPIENTS, RECIPIENT_WINDOW_MS } from './mailLimits';

describe('mailRequest', () => {
  it('names the kind and the recipient, case-folded', () => {
    expect(mailRequest('POST', '/api/collections/users/request-password-reset', { email: ' Owner@Example.LK ' })).toBe(
      'request-password-reset owner@example.lk',
    );
    expect(mailRequest('POST', '/api/collections/users/request-email-change', { newEmail: 'new@example.lk' })).toBe(
      'request-email-change new@example.lk',
    );
  });

  it('counts one-time passwords in every auth collection, superusers included', () => {
    expect(mailRequest('POST', '/api/collections/_superusers/request-otp', { email: 'Root@Example.LK' })).toBe(
      'request-otp root@example.lk',
    );
    expect(mailRequest('POST', '/api/collections/users/request-otp/', { email: 'a@b.c' })).toBe('request-otp a@b.c');
  });

  it('counts the first of several values, the one PocketBase mails (a form field sent twice)', () => {
    expect(
      mailRequest('POST', '/api/collections/users/request-password-reset', { email: ['victim@example.lk', 'x@y.z'] }),
    ).toBe('request-password-reset victim@example.lk');
  });

  it('ignores other requests and requests without a recipient', () => {
    expect(mailRequest('GET', '/api/collections/users/request-password-reset', { email: 'a@b.c' })).toBeNull();
    expect(mailRequest('POST', '/api/collections/users/auth-with-password', { email: 'a@b.c' })).toBeNull();
    expect(mailRequest('POST', '/api/collections/users/request-verification', {})).toBeNull();
  });
});

describe('countMail', () => {
  it(`lets ${MAILS_PER_RECIPIENT} mails a window go to one address, then refuses until the window moves`, () => {
    let counts = '';
    const results: boolean[] = [];
    for (let i = 0; i <= MAILS_PER_RECIPIENT; i++) {
      const result = countMail(counts, 'reset a@b.c', 1000 + i);
      counts = result.counts;
      results.push(result.allowed);
    }
    expect(results).toEqual([...Array(MAILS_PER_RECIPIENT).fill(true), false]);
    expect(countMail(counts, 'reset other@b.c', 2000).allowed).toBe(true);
    expect(countMail(counts, 'reset a@b.c', 1000 + RECIPIENT_WINDOW_MS).allowed).toBe(true);
  });

  it('forgets addresses whose window has passed, and tracks a bounded number', () => {
    const full: Record<string, number[]> = {};
    for (let i = 0; i < MAX_TRACKED_RECIPIENTS; i++) full[`k${i}`] = [0];
    expect(countMail(JSON.stringify(full), 'new', 1).allowed).toBe(false);
    expect(countMail(JSON.stringify(full), 'k1', 1).allowed).toBe(true);
    const later = countMail(JSON.stringify(full), 'new', RECIPIENT_WINDOW_MS);
    expect(later.allowed).toBe(true);
    expect(Object.keys(JSON.parse(later.counts))).toEqual(['new']);
  });

  it('survives a corrupt store value', () => {
    expect(countMail('not json', 'k', 1).allowed).toBe(true);
  });
});
