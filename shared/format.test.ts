import { expect, it } from 'vitest';
import { formatCount } from './format';

it('writes counts with thousands separators, as en-GB does', () => {
  for (const n of [0, 7, 999, 1000, 1250, 25000, 1000000, -1250])
    expect(formatCount(n)).toBe(n.toLocaleString('en-GB'));
  expect(formatCount(12.6)).toBe('13');
});
