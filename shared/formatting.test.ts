import { describe, expect, it } from 'vitest';
import { formattingProblem, LINK_MESSAGE, parseDescription, plainDescription } from './formatting';

describe('parseDescription', () => {
  it('splits paragraphs at blank lines and keeps single line breaks as lines', () => {
    expect(parseDescription('One\ntwo\r\n\r\n  \nThree')).toEqual([
      [[{ kind: 'text', text: 'One' }], [{ kind: 'text', text: 'two' }]],
      [[{ kind: 'text', text: 'Three' }]],
    ]);
    expect(parseDescription('  \n\n ')).toEqual([]);
    expect(parseDescription(null)).toEqual([]);
  });

  it('reads bold, italic and https links; leaves anything else as text', () => {
    expect(parseDescription('a **b** *c* [d **e**](https://x.lk/p) 2 * 3 * 4')[0][0]).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'b' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: 'c' }] },
      { kind: 'text', text: ' ' },
      {
        kind: 'link',
        href: 'https://x.lk/p',
        children: [
          { kind: 'text', text: 'd ' },
          { kind: 'strong', children: [{ kind: 'text', text: 'e' }] },
        ],
      },
      { kind: 'text', text: ' 2 * 3 * 4' },
    ]);
    for (const unsafe of ['javascript:alert(1)', 'http://x.lk', 'data:text/html,x', '//x.lk', 'https://x.lk\u202E']) {
      const inlines = parseDescription(`[x](${unsafe})`)[0][0];
      expect(
        inlines.every((inline) => inline.kind === 'text'),
        unsafe,
      ).toBe(true);
    }
  });
});

it('plainDescription drops the formatting and joins the lines', () => {
  expect(plainDescription('**Bold** and *it*\nnext\n\n[link](https://x.lk) end')).toBe('Bold and it next link end');
});

it('formattingProblem refuses a link that is not https', () => {
  expect(formattingProblem('See [us](https://x.lk/a?b=c#d).')).toBe('');
  expect(formattingProblem('Plain [brackets] and (parentheses).')).toBe('');
  for (const bad of ['[x](javascript:alert(1))', '[x](http://x.lk)', '[x](mailto:a@b.lk)', '[x]()']) {
    expect(formattingProblem(bad), bad).toBe(LINK_MESSAGE);
  }
});
