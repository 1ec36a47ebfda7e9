import { mapsEmbedUrl } from './mapsEmbed';

describe('mapsEmbedUrl', () => {
  it('accepts an https Google Maps embed URL', () => {
    const url = 'https://www.google.com/maps/embed?pb=!1m18!1m12';
    expect(mapsEmbedUrl(url)).toBe(url);
    expect(mapsEmbedUrl(`  ${url}  `)).toBe(url);
  });

  it('rewrites a bare google.com host to the www host the CSP allows', () => {
    expect(mapsEmbedUrl('https://google.com/maps/embed?pb=x')).toBe('https://www.google.com/maps/embed?pb=x');
  });

  it.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['plain http', 'http://www.google.com/maps/embed?pb=x'],
    ['a share link', 'https://maps.app.goo.gl/abc123'],
    ['a maps page that is not an embed', 'https://www.google.com/maps/place/Colombo'],
    ['a look-alike path', 'https://www.google.com/maps/embedded?pb=x'],
    ['another host', 'https://www.google.com.evil.example/maps/embed?pb=x'],
    ['a host suffix trick', 'https://evilgoogle.com/maps/embed?pb=x'],
    ['credentials in the URL', 'https://user:pw@www.google.com/maps/embed?pb=x'],
    ['a port', 'https://www.google.com:8443/maps/embed?pb=x'],
    ['a script URL', 'javascript:alert(1)//https://www.google.com/maps/embed'],
    ['not a URL', 'Havelock Road, Colombo'],
  ])('refuses %s', (_, value) => {
    expect(mapsEmbedUrl(value)).toBeNull();
  });
});
