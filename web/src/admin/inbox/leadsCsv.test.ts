import { describe, expect, it } from 'vitest';
import type { InquiryNote } from '../../lib/types';
import { leadFixture } from './leadFixture';
import { csvCell, csvFileName, leadsCsv } from './leadsCsv';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil","click")', `"'=HYPERLINK(""http://evil"",""click"")"`],
    // A number in international form cannot be a formula: no apostrophe (a spreadsheet showed it).
    ['+94771234567', '"+94771234567"'],
    ['+94 77 123 4567', `"'+94 77 123 4567"`],
    ['+1+cmd', `"'+1+cmd"`],
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
  const context = {
    staffEmail: (id: string) => (id === 'u1' ? 'anna@example.lk' : id),
    pageName: (path: string) => (path === '/projects/residential/abcdefghijklmno' ? 'Galle Villa' : null),
    notes: [
      noteFixture('a', '2026-11-22 18:40:00.000Z', 'Site visit on Saturday.'),
      noteFixture('a', '2026-11-22 10:00:00.000Z', 'Called, wants a visit.'),
    ],
  };

  it('has a header, one row per request, CRLF ends and a byte-order mark', () => {
    const csv = leadsCsv(
      [
        leadFixture({
          id: 'a',
          status: 'won',
          value: 2500000,
          assignee: 'u1',
          page: '/projects/residential/abcdefghijklmno',
          language: 'si',
          expand: { service: { id: 's', title: 'Roofing' } },
        }),
        leadFixture({ id: 'b', name: '=cmd|" /C calc"!A0', status: 'lost', lost_reason: 'Too far', page: '/gone' }),
        // sent before requests remembered their language (issue 40): English
        leadFixture({ id: 'c', language: undefined }),
      ],
      context,
    );
    expect(csv.startsWith('\ufeff"Received (Sri Lanka time)","Name","Phone"')).toBe(true);
    expect(csv).toContain('"Assigned to","Notes"\r\n');
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(5); // header, three rows, the final empty line
    expect(lines[0]).toContain('"Sent from","Language","Project"');
    // 09:15 UTC is 14:45 in Sri Lanka; the phone as typed, with no apostrophe; the page by name;
    // the notes oldest first, in Sri Lanka time.
    expect(lines[1]).toBe(
      `"2026-11-22 14:45","Nimal Perera","077 123 4567","","Roofing","","A two-storey house in Kandy","Galle Villa","Sinhala","","Won","","2500000","anna@example.lk",` +
        `"2026-11-22 15:30 anna@example.lk: Called, wants a visit.\n2026-11-23 00:10 anna@example.lk: Site visit on Saturday."`,
    );
    expect(lines[2]).toContain(`"'=cmd|"" /C calc""!A0"`);
    expect(lines[2]).toContain('"/gone","English","","Lost","Too far"');
    expect(lines[3]).toContain('"","English","","New"');
    expect(lines[2].endsWith(',""')).toBe(true);
  });

  it('names the file by the day in Sri Lanka', () => {
    expect(csvFileName(new Date('2026-11-26T10:00:00Z'))).toBe('quote-requests-2026-11-26.csv');
    expect(csvFileName(new Date('2026-11-26T20:00:00Z'))).toBe('quote-requests-2026-11-27.csv');
  });
});

function noteFixture(inquiry: string, created: string, body: string): InquiryNote {
  return {
    id: `${inquiry}${created}`,
    collectionId: '',
    collectionName: 'inquiry_notes',
    created,
    updated: created,
    inquiry,
    author: 'u1',
    author_email: 'anna@example.lk',
    body,
  };
}
