import { describe, expect, it } from 'vitest';
import { monthRange, searchTerms } from '@shared/leads';
import { monthLabel } from './leadFilters';

// The server applies the query (tests/integration/leads-list.test.ts); these are its pure parts.
describe('a search', () => {
  it.each([
    ['nimal', ['nimal'], []],
    ['PERERA  kandy', ['perera', 'kandy'], []],
    ['077 123 4567', ['077', '123', '4567'], ['0771234567', '94771234567']],
    ['94771234567', ['94771234567'], ['94771234567']],
    ['12345', ['12345'], []],
    ['', [], []],
  ])('%j looks for the words %j and the phones %j', (search, words, phones) => {
    expect(searchTerms(search)).toEqual({ words, phones });
  });
});

describe('months', () => {
  it('are Sri Lanka’s: from 18:30 UTC on the last day of the month before', () => {
    expect(monthRange('2026-12')).toEqual({ from: '2026-11-30 18:30:00.000Z', to: '2026-12-31 18:30:00.000Z' });
    expect(monthRange('2027-01')!.from).toBe('2026-12-31 18:30:00.000Z');
    for (const bad of ['', '2026-13', '2026-00', '26-11', '2026-1']) expect(monthRange(bad), bad).toBeNull();
    expect(monthLabel('2026-11')).toBe('November 2026');
  });
});
