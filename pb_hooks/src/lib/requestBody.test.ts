import { describe, expect, it } from 'vitest';
import { formValues } from './requestBody';

/** A stand-in for a Go url.Values as the JSVM shows it: its encode() (keys sorted, as Go's). */
const values = (encoded: string) => ({ encode: () => encoded });

describe('formValues', () => {
  it('reads every key and each of its values, in order, unescaped as Go escaped them', () => {
    expect(formValues(values('a=1&a=x+y&b=%0D%0A&c=%C3%A9%2B&d='))).toEqual({
      a: ['1', 'x y'],
      b: ['\r\n'],
      c: ['é+'],
      d: [''],
    });
  });

  it('keeps a value that is not UTF-8 as its bytes, and reads nothing from an empty or missing form', () => {
    expect(formValues(values('name=%FFab'))).toEqual({ name: ['\u00ffab'] });
    expect(formValues(values(''))).toEqual({});
    expect(formValues(null)).toEqual({});
  });
});
