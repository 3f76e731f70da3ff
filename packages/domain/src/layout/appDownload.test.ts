import { describe, expect, it } from 'vitest';
import { appDownloadLinks } from './appDownload';

describe('§2 Side menu: download group, the iOS link carries language and session token', () => {
  const configured = { ios: 'https://apps.example.com/ios', android: 'https://apps.example.com/app.apk' };

  it('a member: the iOS link carries the language and the token; Android carries neither', () => {
    const links = appDownloadLinks(configured, { language: 'CN', token: 'tok-1' });
    expect(new URL(links.ios ?? '').searchParams.get('lang')).toBe('CN');
    expect(new URL(links.ios ?? '').searchParams.get('token')).toBe('tok-1');
    expect(links.android).toBe('https://apps.example.com/app.apk');
  });

  it('a guest: the iOS link carries the language only', () => {
    const links = appDownloadLinks(configured, { language: 'EN', token: null });
    expect(new URL(links.ios ?? '').searchParams.has('token')).toBe(false);
    expect(new URL(links.ios ?? '').searchParams.get('lang')).toBe('EN');
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'not a url', 'ftp://x.example/app'])(
    'a link that is not http(s) is refused: %s',
    (bad) => {
      expect(appDownloadLinks({ ios: bad, android: bad, lite: bad }, { language: 'EN', token: 't' })).toEqual({
        ios: null,
        android: null,
        lite: null,
      });
    },
  );

  it('a brand without download links shows none', () => {
    expect(appDownloadLinks({}, { language: 'EN', token: null })).toEqual({ ios: null, android: null, lite: null });
  });

  it('§1 the lite app link is the configured one and carries neither language nor token', () => {
    const links = appDownloadLinks(
      { ...configured, lite: 'https://lite.example.com/' },
      { language: 'CN', token: 'tok-1' },
    );
    expect(links.lite).toBe('https://lite.example.com/');
  });

  it('keeps the configured query and replaces a stale token', () => {
    const links = appDownloadLinks(
      { ios: 'https://a.example/ios?ref=web&token=old' },
      { language: 'EN', token: 'new' },
    );
    const url = new URL(links.ios ?? '');
    expect(url.searchParams.get('ref')).toBe('web');
    expect(url.searchParams.getAll('token')).toEqual(['new']);
  });
});
