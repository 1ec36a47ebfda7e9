import { describe, expect, it } from 'vitest';
import {
  dateTimeInColombo,
  isOverdue,
  leadStatus,
  mailtoLink,
  projectIdOfPage,
  replySubject,
  statusOfHandled,
  telLink,
  whatsappGreeting,
  whatsappLink,
} from './leads';

describe('dateTimeInColombo', () => {
  it('gives the date and time in Sri Lanka (UTC+5:30), across midnight', () => {
    expect(dateTimeInColombo(Date.parse('2026-11-21T20:00:00Z'))).toBe('2026-11-22 01:30');
    expect(dateTimeInColombo(Date.parse('2026-11-22T09:15:00Z'))).toBe('2026-11-22 14:45');
  });
});

describe('whatsappGreeting', () => {
  it('names the person, the company, the service, the project and the day (in Sri Lanka)', () => {
    expect(
      whatsappGreeting({
        name: 'Nimal Perera',
        created: '2026-11-21 20:00:00.000Z',
        service: 'Roofing',
        project: 'Villa in Kandy',
        company: 'Lanka Builders',
      }),
    ).toBe(
      'Hello Nimal Perera, this is Lanka Builders about your quote request for Roofing of 22 November, ' +
        'sent from our Villa in Kandy project. ' +
        'When would be a good time to talk about it?',
    );
  });

  it('says less when less is known', () => {
    expect(whatsappGreeting({ name: 'Kasun', created: 'not a date', project: 'Galle Villa' })).toBe(
      'Hello Kasun, thank you for contacting us about your quote request, sent from our Galle Villa project. ' +
        'When would be a good time to talk about it?',
    );
    expect(whatsappGreeting({ name: 'Kasun', created: 'not a date' })).toBe(
      'Hello Kasun, thank you for contacting us about your quote request. When would be a good time to talk about it?',
    );
  });

  it('starts in the language the request was sent in (issue 40)', () => {
    const subject = {
      name: 'Nimal Perera',
      created: '2026-11-21 20:00:00.000Z',
      service: 'Roofing',
      project: 'Villa in Kandy',
      company: 'Lanka Builders',
    };
    expect(whatsappGreeting({ ...subject, language: 'si' })).toBe(
      'ආයුබෝවන් Nimal Perera, මේ Lanka Builders ආයතනයෙන්. අපගේ Villa in Kandy ව්‍යාපෘතිය බලා නොවැම්බර් 22 දින ' +
        'Roofing සඳහා ඔබ එවූ මිල ගණන් ඉල්ලීම ගැනයි. ඒ ගැන කතා කිරීමට ඔබට පහසු වේලාව කුමක්ද?',
    );
    expect(whatsappGreeting({ name: 'Kasun', created: 'not a date', language: 'ta' })).toBe(
      'வணக்கம் Kasun, எங்களைத் தொடர்பு கொண்டதற்கு நன்றி. நீங்கள் அனுப்பிய விலைமதிப்பீட்டுக் கோரிக்கை பற்றித் ' +
        'தொடர்பு கொள்கிறோம். இது பற்றிப் பேச உங்களுக்கு வசதியான நேரம் எது?',
    );
    // an older request (no language) or an unknown one: English
    for (const language of ['', 'fr', undefined]) expect(whatsappGreeting({ ...subject, language })).toMatch(/^Hello /);
    expect([replySubject('si'), replySubject('ta'), replySubject('')]).toEqual([
      'ඔබේ මිල ගණන් ඉල්ලීම',
      'உங்கள் விலைமதிப்பீட்டுக் கோரிக்கை',
      'Your quote request',
    ]);
  });

  it('makes a wa.me link of the digits and the encoded text', () => {
    expect(whatsappLink('+94 77 123 4567', 'Hello & welcome')).toBe(
      'https://wa.me/94771234567?text=Hello%20%26%20welcome',
    );
  });
});

describe('the pipeline', () => {
  it('reads an unknown or missing status as New', () => {
    expect(leadStatus('won')).toBe('won');
    expect(leadStatus('')).toBe('new');
    expect(leadStatus(undefined)).toBe('new');
    expect(leadStatus('maybe')).toBe('new');
  });

  it('maps the old handled switch onto statuses', () => {
    expect(statusOfHandled(true, 'new')).toBe('contacted');
    expect(statusOfHandled(true, 'quoted')).toBe('quoted');
    expect(statusOfHandled(false, 'won')).toBe('new');
  });

  it('calls a lead overdue when it is still New a day after it came in', () => {
    const created = '2026-11-22 09:00:00.000Z';
    const at = Date.parse('2026-11-22T09:00:00Z');
    expect(isOverdue({ status: 'new', created }, at + 23 * 3600_000)).toBe(false);
    expect(isOverdue({ status: 'new', created }, at + 25 * 3600_000)).toBe(true);
    expect(isOverdue({ status: 'contacted', created }, at + 48 * 3600_000)).toBe(false);
  });

  it('finds the project of a project page', () => {
    expect(projectIdOfPage('/projects/residential/abc123def456ghi')).toBe('abc123def456ghi');
    expect(projectIdOfPage('/projects/residential/abc123?x=1')).toBe('abc123');
    expect(projectIdOfPage('/si/projects/residential/abc123def456ghi')).toBe('abc123def456ghi');
    expect(projectIdOfPage('/projects/residential')).toBe('');
    expect(projectIdOfPage('/contact')).toBe('');
    expect(projectIdOfPage('/projects/a/B%20C')).toBe('');
  });
});

describe('reply links (issue 38)', () => {
  it('encode the visitor’s email, so it adds no field of its own', () => {
    expect(mailtoLink('nimal@example.lk', 'Your quote request')).toBe(
      'mailto:nimal@example.lk?subject=Your%20quote%20request',
    );
    const link = mailtoLink('victim?cc=boss@example.lk&body=Pay now#x', 'Hi');
    const url = new URL(link);
    expect([...url.searchParams.keys()]).toEqual(['subject']);
    expect(url.hash).toBe('');
    expect(decodeURIComponent(url.pathname)).toBe('victim?cc=boss@example.lk&body=Pay now#x');
  });

  it('call only a phone number', () => {
    expect(telLink('+94771234567')).toBe('tel:+94771234567');
    expect(telLink('+9477?x=1')).toBe('tel:+94771');
  });
});
