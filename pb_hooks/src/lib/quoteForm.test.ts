import { describe, expect, it } from 'vitest';
import { fromThisSite, thrownReason } from './quoteForm';

describe('fromThisSite', () => {
  const host = 'build.example.lk';
  const site = 'https://build.example.lk';

  it("trusts the browser's Sec-Fetch-Site: same-origin only", () => {
    expect(fromThisSite('same-origin', '', host, site)).toBe(true);
    for (const other of ['same-site', 'cross-site', 'none']) {
      expect(fromThisSite(other, `https://${host}`, host, site), other).toBe(false);
    }
  });

  it('without it, takes an Origin that is the address posted to or the site', () => {
    expect(fromThisSite('', 'https://build.example.lk', host, site)).toBe(true);
    expect(fromThisSite('', 'http://127.0.0.1:8090', '127.0.0.1:8090', site)).toBe(true);
    expect(fromThisSite('', 'https://build.example.lk', 'internal:8090', site)).toBe(true);
    expect(fromThisSite('', 'https://evil.example', host, site)).toBe(false);
    expect(fromThisSite('', 'https://build.example.lk.evil.example', host, site)).toBe(false);
    expect(fromThisSite('', 'null', host, site)).toBe(false);
  });

  it('lets a client that sends neither (no browser) meet the other checks', () => {
    expect(fromThisSite('', '', host, site)).toBe(true);
  });
});

describe('thrownReason', () => {
  it('reads an API error, wrapped or not', () => {
    const api = { status: 400, message: 'Failed', data: { phone: { code: 'x', message: 'Too many.' } } };
    expect(thrownReason(api)).toEqual({ status: 400, message: 'Failed', fields: { phone: 'Too many.' } });
    expect(thrownReason({ value: api })).toEqual({ status: 400, message: 'Failed', fields: { phone: 'Too many.' } });
  });

  it("reads a save's validation errors by their JSON", () => {
    const errors = { toJSON: () => ({ service: 'Failed to find all relation records.' }) };
    expect(thrownReason({ value: errors })).toEqual({
      status: 400,
      message: null,
      fields: { service: 'Failed to find all relation records.' },
    });
  });

  it('reads anything else as no answer from the server', () => {
    expect(thrownReason(new Error('disk full'))).toEqual({ status: 0, message: null, fields: {} });
    expect(thrownReason('boom')).toEqual({ status: 0, message: null, fields: {} });
  });
});
