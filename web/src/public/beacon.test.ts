import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendCount, startCounting, tapKind } from './beacon';

afterEach(() => {
  vi.unstubAllGlobals();
  // note: the page these tests write (a Call link) stayed for the next file in a shared document.
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

function stubBeacon() {
  const sent: { url: string; body: string }[] = [];
  const sendBeacon = vi.fn((url: string, data: Blob) => {
    void data.text().then((body) => sent.push({ url, body }));
    return true;
  });
  vi.stubGlobal('navigator', { ...navigator, sendBeacon });
  return { sent, sendBeacon };
}

describe('the beacon', () => {
  it('names the kind and the path, nothing else', async () => {
    const { sent } = stubBeacon();
    sendCount('view', '/projects/residential/abcdefghijklmno');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: '/api/site/beacon',
      body: '{"k":"view","p":"/projects/residential/abcdefghijklmno"}',
    });
  });

  it('sends nothing for a path that is not a public page', () => {
    const { sendBeacon } = stubBeacon();
    sendCount('view', '/admin/inbox');
    sendCount('view', '/contact?utm=1');
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('tells WhatsApp and Call taps apart from other links', () => {
    expect(tapKind('https://wa.me/94771234567?text=Hi')).toBe('whatsapp');
    expect(tapKind('tel:+94112345678')).toBe('call');
    expect(tapKind('/contact')).toBeNull();
    expect(tapKind('mailto:a@b.lk')).toBeNull();
  });

  it('counts the view at start and each tap after', async () => {
    const { sent } = stubBeacon();
    document.body.innerHTML = '<a href="tel:+94112345678"><span>Call us</span></a><a href="/about">About</a>';
    const controller = new AbortController();
    startCounting(document, controller.signal);
    document.querySelector('span')!.click();
    document.querySelector<HTMLAnchorElement>('a[href="/about"]')!.addEventListener('click', (e) => e.preventDefault());
    document.querySelector<HTMLAnchorElement>('a[href="/about"]')!.click();
    controller.abort();
    document.querySelector('span')!.click();
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((s) => JSON.parse(s.body).k)).toEqual(['view', 'call']);
  });

  it('counts nothing on a page marked noindex (a 404 page, a staff preview)', () => {
    const { sendBeacon } = stubBeacon();
    document.head.innerHTML = '<meta name="robots" content="noindex" />';
    document.body.innerHTML = '<a href="tel:+94112345678">Call</a>';
    const controller = new AbortController();
    startCounting(document, controller.signal);
    document.querySelector('a')!.click();
    controller.abort();
    document.head.innerHTML = '';
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
