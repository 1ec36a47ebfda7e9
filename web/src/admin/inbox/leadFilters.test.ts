import { describe, expect, it } from 'vitest';
import type { Inquiry } from '../../lib/types';
import { leadFixture } from './leadFixture';
import { filterLeads, matchesSearch, monthLabel, monthOf, monthsOf, NO_FILTERS } from './leadFilters';

describe('search', () => {
  const nimal = leadFixture({});
  it.each([
    ['nimal', true],
    ['PERERA kandy', true],
    ['two-storey', true],
    ['077 123 4567', true],
    ['0771234567', true],
    ['94771234567', true],
    ['kasun', false],
    ['nimal galle', false],
    ['', true],
  ])('%j finds it: %s', (search, found) => {
    expect(matchesSearch(nimal, search)).toBe(found);
  });
});

describe('months', () => {
  it('are Sri Lanka’s: 23:00 UTC on 30 November is December there', () => {
    expect(monthOf('2026-11-30 19:00:00.000Z')).toBe('2026-12');
    expect(monthOf('2026-11-30 18:00:00.000Z')).toBe('2026-11');
    expect(monthOf('')).toBe('');
    expect(monthLabel('2026-11')).toBe('November 2026');
  });

  it('lists the months that have requests, newest first', () => {
    const leads = [
      leadFixture({ created: '2026-10-01 10:00:00.000Z' }),
      leadFixture({ created: '2026-11-02 10:00:00.000Z' }),
    ];
    expect(monthsOf([...leads, leads[0]])).toEqual(['2026-11', '2026-10']);
  });
});

describe('filterLeads', () => {
  const a = leadFixture({ name: 'A', status: 'new', service: 's1', created: '2026-11-03 10:00:00.000Z' });
  const b = leadFixture({ name: 'B', status: 'won', value: 500, service: 's2', created: '2026-11-02 10:00:00.000Z' });
  const c = leadFixture({
    name: 'C',
    status: 'quoted',
    value: 900,
    service: 's1',
    created: '2026-10-20 10:00:00.000Z',
  });
  const d = leadFixture({ name: 'D', created: '2026-09-20 10:00:00.000Z' }); // saved before the pipeline: New
  const all = [b, d, a, c];
  const names = (leads: Inquiry[]) => leads.map((l) => l.name);

  it('sorts newest first by default, or oldest, by status, by value', () => {
    expect(names(filterLeads(all, NO_FILTERS))).toEqual(['A', 'B', 'C', 'D']);
    expect(names(filterLeads(all, { ...NO_FILTERS, sort: 'oldest' }))).toEqual(['D', 'C', 'B', 'A']);
    expect(names(filterLeads(all, { ...NO_FILTERS, sort: 'status' }))).toEqual(['A', 'D', 'C', 'B']);
    expect(names(filterLeads(all, { ...NO_FILTERS, sort: 'value' }))).toEqual(['C', 'B', 'A', 'D']);
  });

  it('filters by status, service and month together', () => {
    expect(names(filterLeads(all, { ...NO_FILTERS, status: 'new' }))).toEqual(['A', 'D']);
    expect(names(filterLeads(all, { ...NO_FILTERS, service: 's1' }))).toEqual(['A', 'C']);
    expect(names(filterLeads(all, { ...NO_FILTERS, month: '2026-11' }))).toEqual(['A', 'B']);
    expect(names(filterLeads(all, { ...NO_FILTERS, month: '2026-11', service: 's1' }))).toEqual(['A']);
    expect(names(filterLeads(all, { ...NO_FILTERS, search: 'c' }))).toEqual(['C']);
  });
});
