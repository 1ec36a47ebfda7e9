import { describe, expect, it } from 'vitest';
import { isSafeUrl, urlProblem, type UrlKind } from './urls';

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
