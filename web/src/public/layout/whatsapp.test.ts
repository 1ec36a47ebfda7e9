import { WORDS } from '@shared/words';
import { whatsappHref, whatsappMessage } from './whatsapp';

describe('whatsappHref', () => {
  it('builds a wa.me link with the prefilled text encoded', () => {
    const message = whatsappMessage(
      WORDS.en.reach.chatMessage,
      'https://build.example.lk/projects/residential/p1',
      'Villa & Pool',
    );
    expect(message).toBe("Hello, I'm interested in Villa & Pool (https://build.example.lk/projects/residential/p1)");
    const href = whatsappHref('94772584710', message);
    expect(href).toBe(`https://wa.me/94772584710?text=${encodeURIComponent(message)}`);
    expect(new URL(href).searchParams.get('text')).toBe(message);
  });

  it('mentions the page address alone when there is no title', () => {
    expect(whatsappMessage(WORDS.en.reach.chatMessage, 'https://build.example.lk/contact')).toBe(
      "Hello, I'm interested in https://build.example.lk/contact",
    );
  });

  it('keeps digits only, and gives nothing for a missing or unusable number', () => {
    expect(whatsappHref('+94 77 258 4710', 'Hi')).toBe('https://wa.me/94772584710?text=Hi');
    expect(whatsappHref('', 'Hi')).toBe('');
    expect(whatsappHref(undefined, 'Hi')).toBe('');
    expect(whatsappHref('1234', 'Hi')).toBe('');
  });
});
