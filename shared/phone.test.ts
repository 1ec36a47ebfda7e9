import { expect, it } from 'vitest';
import { localPhone, normalizePhone, whatsappDigits } from './phone';

it.each([
  ['077 123 4567', '+94771234567'],
  ['0771234567', '+94771234567'],
  ['+94 77 123 4567', '+94771234567'],
  ['+94-77-123-4567', '+94771234567'],
  ['0094 77 123 4567', '+94771234567'],
  ['94771234567', '+94771234567'],
  ['771234567', '+94771234567'],
  ['(011) 234-5678', '+94112345678'],
  ['+44 20 7946 0958', '+442079460958'],
  ['+1 (415) 555-0123', '+14155550123'],
])('%s → %s', (raw, phone) => {
  expect(normalizePhone(raw)).toBe(phone);
});

it.each([
  '',
  'call me',
  '12345',
  '077 123 456',
  '+94 77 123 45678',
  '+0 123 456 789',
  '+1234567890123456',
  '077-123-4567 ext 2',
  '++94771234567',
])('refuses %j', (raw) => {
  expect(normalizePhone(raw)).toBeNull();
});

it('gives wa.me digits', () => {
  expect(whatsappDigits('077 123 4567')).toBe('94771234567');
  expect(whatsappDigits('nope')).toBeNull();
});

it.each([
  ['+94771234567', '077 123 4567'],
  ['94779998877', '077 999 8877'],
  ['+94112345678', '011 234 5678'],
  ['+442079460958', '+442079460958'],
  ['', ''],
])('writes %j as people in Sri Lanka do: %j', (stored, shown) => {
  expect(localPhone(stored)).toBe(shown);
});
