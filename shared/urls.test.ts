import { describe, expect, it } from 'vitest';
import { isSafeUrl, mapsEmbedUrl, normalisePath, parseHttpsUrl, urlProblem, type UrlKind } from './urls';

const MAP = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3960.9!2d79.86!3d6.88';

describe('accepted', () => {
  it.each<[UrlKind, string]>([
    ['facebook', 'https://www.facebook.com/serendibbuild'],
    ['facebook', 'https://facebook.com/profile.php?id=100064'],
    ['facebook', 'https://m.facebook.com/serendibbuild/'],
    ['instagram', 'https://www.instagram.com/serendibbuild/'],
    ['instagram', 'https://instagram.com/serendib.build?igsh=abc'],
    ['googleMapsEmbed', MAP],
    ['googleMapsEmbed', 'https://www.google.com/maps/embed/v1/place?q=Colombo'],
    ['googleMapsEmbed', 'https://maps.google.com/maps/embed?pb=x'],
    ['googleMapsEmbed', 'https://google.com/maps/embed?pb=x'],
    // dots that are not whole segments are ordinary characters
    ['googleMapsEmbed', 'https://www.google.com/maps/embed/v1/place?q=..%2F..'],
    ['facebook', 'https://www.facebook.com/serendib.build...'],
    ['facebook', ''],
  ])('%s %s', (kind, url) => {
    expect(urlProblem(url, kind)).toBe('');
  });
});

describe('refused', () => {
  it.each<[UrlKind, string]>([
    ['facebook', 'javascript://www.facebook.com/%0aalert(1)'],
    ['facebook', 'JavaScript:alert(1)'],
    ['facebook', 'data:text/html,<script>alert(1)</script>'],
    ['facebook', 'HTTPS://www.facebook.com/x'],
    ['facebook', 'Https://www.facebook.com/x'],
    ['facebook', 'http://www.facebook.com/x'],
    ['facebook', '//www.facebook.com/x'],
    ['facebook', 'www.facebook.com/x'],
    ['facebook', 'https://user:pass@www.facebook.com/x'],
    ['facebook', 'https://www.facebook.com@evil.example/x'],
    ['facebook', 'https://www.facebook.com.evil.example/x'],
    ['facebook', 'https://evilfacebook.com/x'],
    ['facebook', 'https://www.facebook.com:8443/x'],
    ['facebook', ' https://www.facebook.com/x'],
    ['facebook', 'https://www.facebook.com/x y'],
    ['facebook', 'https://www.facebook.com/x\n'],
    ['facebook', 'https://www.facebook.com\\@evil.example'],
    ['facebook', 'https://www.facebook.com/\u200bx'],
    ['facebook', 'https://WWW.FACEBOOK.COM/x'],
    ['facebook', 'https://www.instagram.com/x'],
    ['instagram', 'https://www.facebook.com/x'],
    ['instagram', 'https://127.0.0.1/x'],
    ['googleMapsEmbed', 'https://www.google.com/maps/place/Colombo'],
    ['googleMapsEmbed', 'https://www.google.com/search?q=maps/embed'],
    ['googleMapsEmbed', 'https://www.google.com/maps/embedded'],
    ['googleMapsEmbed', 'https://evil.example/maps/embed?pb=x'],
    ['googleMapsEmbed', 'https://goo.gl/maps/abc'],
    ['googleMapsEmbed', `https://www.google.com/maps/embed?pb=${'x'.repeat(2100)}`],
    // issue 14: tricks that passed the server's check before paths were normalised
    ['googleMapsEmbed', 'https://www.google.com/maps/embed/../../url?q=https://evil.example'],
    ['googleMapsEmbed', 'https://www.google.com/maps/embed/%2e%2e/%2E%2E/url?q=https://evil.example'],
    ['googleMapsEmbed', 'https://www.google.com/maps/embed/.%2e/..%2E/url?q=x'],
    ['googleMapsEmbed', 'https://www.google.com/maps/embed/./../../search?q=x'],
    ['googleMapsEmbed', 'https://www.google.com/maps/embed/..'],
    ['googleMapsEmbed', 'https://www.google.com/maps/embed%2f..%2f..%2furl?q=x'],
    ['googleMapsEmbed', 'https://www.google.com/maps/embed\\..\\..\\url?q=x'],
    ['googleMapsEmbed', 'https://www.google.com\\@evil.example/maps/embed'],
    ['googleMapsEmbed', 'https://user@www.google.com/maps/embed?pb=x'],
    ['googleMapsEmbed', 'https://www.google.com:443@evil.example/maps/embed'],
    ['googleMapsEmbed', 'https://WWW.Google.com/maps/embed?pb=x'],
    ['googleMapsEmbed', 'https://www.google.com./maps/embed?pb=x'],
    ['facebook', 'https://www.facebook.com/./x'],
    ['instagram', 'https://www.instagram.com/a/%2E%2E/b'],
  ])('%s %j', (kind, url) => {
    expect(urlProblem(url, kind)).not.toBe('');
    expect(isSafeUrl(url, kind)).toBe(false);
  });
});

it('treats empty and missing values as nothing to render', () => {
  expect(isSafeUrl('', 'facebook')).toBe(false);
  expect(isSafeUrl(undefined, 'facebook')).toBe(false);
  expect(isSafeUrl(null, 'instagram')).toBe(false);
});

describe('normalisePath', () => {
  it.each([
    ['/', '/'],
    ['/a/b', '/a/b'],
    ['/a/./b', '/a/b'],
    ['/a/../b', '/b'],
    ['/a/b/..', '/a/'],
    ['/a/%2e%2E/b', '/b'],
    ['/a/.%2e/b', '/b'],
    ['/../../x', '/x'],
    ['/a/..b/c', '/a/..b/c'],
  ])('%s → %s', (path, normalised) => {
    expect(normalisePath(path)).toBe(normalised);
  });
});

describe('parseHttpsUrl', () => {
  it('splits host, path and the rest', () => {
    expect(parseHttpsUrl('https://www.google.com/maps/embed?pb=x#y')).toEqual({
      host: 'www.google.com',
      path: '/maps/embed',
      normalisedPath: '/maps/embed',
      rest: '?pb=x#y',
    });
    expect(parseHttpsUrl('https://www.facebook.com?x=1')).toMatchObject({ path: '/', rest: '?x=1' });
  });
});

describe('mapsEmbedUrl', () => {
  it('frames an accepted embed URL from the host the CSP allows', () => {
    const url = 'https://www.google.com/maps/embed?pb=!1m18!1m12';
    expect(mapsEmbedUrl(url)).toBe(url);
    expect(mapsEmbedUrl(`  ${url}  `)).toBe(url);
    expect(mapsEmbedUrl('https://google.com/maps/embed?pb=x')).toBe('https://www.google.com/maps/embed?pb=x');
    expect(mapsEmbedUrl('https://maps.google.com/maps/embed?pb=x')).toBe('https://www.google.com/maps/embed?pb=x');
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
    ['a dot-segment escape', 'https://www.google.com/maps/embed/../../url?q=https://evil.example'],
  ])('refuses %s', (_, value) => {
    expect(mapsEmbedUrl(value)).toBeNull();
  });
});
