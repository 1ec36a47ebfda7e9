import { describe, expect, it } from 'vitest';
import { ACTIVITY_KEEP, ACTIVITY_LABEL_MAX, activityKeep, activityLabel, activitySentence } from './activity';

describe('activitySentence', () => {
  it('names who, what happened and the record by its label at the time', () => {
    expect(
      activitySentence({ actor: 'anna@example.lk', action: 'edited', subject: 'projects', label: 'Villa in Kandy' }),
    ).toBe("anna@example.lk edited project 'Villa in Kandy'");
    expect(activitySentence({ actor: 'anna@example.lk', action: 'reordered', subject: 'team', label: 'Nimal' })).toBe(
      "anna@example.lk moved team member 'Nimal'",
    );
  });

  it('names a settings screen, a record without a label and a change no account made', () => {
    expect(activitySentence({ actor: 'a@b.lk', action: 'edited', subject: 'Footer_menu', label: '' })).toBe(
      'a@b.lk edited the footer settings',
    );
    expect(activitySentence({ actor: 'a@b.lk', action: 'deleted', subject: 'services', label: '' })).toBe(
      'a@b.lk deleted a service',
    );
    expect(activitySentence({ actor: '', action: 'created', subject: 'journey', label: '1998' })).toBe(
      "Someone created journey item '1998'",
    );
  });

  it("says what an approval and a quote request's mark did, whatever the label holds", () => {
    expect(activitySentence({ actor: 'a@b.lk', action: 'revoked', subject: 'users', label: 'c@d.lk' })).toBe(
      "a@b.lk revoked access for account 'c@d.lk'",
    );
    expect(activitySentence({ actor: 'a@b.lk', action: 'reopened', subject: 'inquiries', label: "$& {} $'" })).toBe(
      "a@b.lk marked quote request '$& {} $'' as new",
    );
  });
});

describe('activityLabel', () => {
  it("reads the collection's label field on one line, cut to the limit", () => {
    const fields: Record<string, string> = { title: '  Villa\n in   Kandy ', name: 'x' };
    expect(activityLabel('projects', (f) => fields[f])).toBe('Villa in Kandy');
    expect(activityLabel('home_settings', () => 'ignored')).toBe('');
    const long = activityLabel('services', () => 'a'.repeat(500));
    expect(long).toHaveLength(ACTIVITY_LABEL_MAX);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('activityKeep', () => {
  it('takes a whole number of at least 1, else the default', () => {
    expect(activityKeep('50')).toBe(50);
    for (const raw of [undefined, '', '0', '-3', '2.5', 'many']) expect(activityKeep(raw)).toBe(ACTIVITY_KEEP);
  });
});
