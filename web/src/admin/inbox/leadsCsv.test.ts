import { describe, expect, it } from 'vitest';
import { leadFixture } from './leadFixture';
import { csvCell, csvFileName, leadsCsv } from './leadsCsv';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil","click")', `"'=HYPERLINK(""http://evil"",""click"")"`],
    ['+94771234567', `"'+94771234567"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['plain, "quoted"\ntext', '"plain, ""quoted""\ntext"'],
    ['a=b', '"a=b"'],
    ['', '""'],
  ])('%j → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers and nothing', () => {
    expect(csvCell(1500000)).toBe('"1500000"');
    expect(csvCell(undefined)).toBe('""');
  });
});

describe('leadsCsv', () => {
  it('has a header, one row per request, CRLF ends and a byte-order mark', () => {
    const csv = leadsCsv(
      [
        leadFixture({
          id: 'a',
          status: 'won',
          value: 2500000,
          assignee: 'u1',
          expand: { service: { id: 's', title: 'Roofing' } },
        }),
        leadFixture({ id: 'b', name: '=cmd|" /C calc"!A0', status: 'lost', lost_reason: 'Too far' }),
      ],
      (id) => (id === 'u1' ? 'anna@example.lk' : id),
    );
    expect(csv.startsWith('\ufeff"Received","Name","Phone"')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(4); // header, two rows, the final empty line
    expect(lines[1]).toBe(
      `"2026-11-22 09:15:00Z","Nimal Perera","'+94771234567","","Roofing","","A two-storey house in Kandy","","","Won","","2500000","anna@example.lk"`,
    );
    expect(lines[2]).toContain(`"'=cmd|"" /C calc""!A0"`);
    expect(lines[2]).toContain('"Lost","Too far"');
  });

  it('names the file by the day', () => {
    expect(csvFileName(new Date('2026-11-26T10:00:00Z'))).toBe('quote-requests-2026-11-26.csv');
  });
});
