import { expect, it } from 'vitest';
import { booleanProblem, numberProblem, singleChoiceProblem, textProblem } from './rawTypes';

it.each([2024, 0, -3, 1.5, '2024', ' 12 ', '1e3', '', null, undefined])('accepts %j as a number', (value) => {
  expect(numberProblem(value)).toBe('');
});

it.each(['abc', '12abc', 'NaN', 'Infinity', '1e400', true, [1], { a: 1 }, Infinity, NaN])(
  'refuses %j as a number',
  (value) => {
    expect(numberProblem(value)).not.toBe('');
  },
);

it.each(['text', 12, true, '', null])('accepts %j as text', (value) => {
  expect(textProblem(value)).toBe('');
});

it.each([{ a: 1 }, ['x'], [[]]])('refuses %j as text', (value) => {
  expect(textProblem(value)).toBe('Must be text.');
});

it.each([['a'], 'a', '', null])('accepts %j as a single choice', (value) => {
  expect(singleChoiceProblem(value)).toBe('');
});

it.each([
  [['a', 'b'], 'Choose only one.'],
  [{ a: 1 }, 'Must be a single value.'],
] as const)('refuses %j as a single choice', (value, message) => {
  expect(singleChoiceProblem(value)).toBe(message);
});

it.each([true, false, 'true', 'false', 'True', 'FALSE', '1', '0', 't', 'f', 1, 0, '', null, undefined])(
  'accepts %j as a boolean',
  (value) => {
    expect(booleanProblem(value)).toBe('');
  },
);

it.each(['yes', 'no', 'on', 'off', 'abc', ' true', 2, -1, [true], { a: 1 }])('refuses %j as a boolean', (value) => {
  expect(booleanProblem(value)).toBe('Must be true or false.');
});
