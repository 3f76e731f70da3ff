import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeLinkTarget } from './safeLink';

describe('docs/architecture.md security stance: server links are http, https or relative only', () => {
  it.each([
    ['/promotions#12', { kind: 'internal', path: '/promotions#12' }],
    ['  /help#term ', { kind: 'internal', path: '/help#term' }],
    ['https://chat.example.com/room?id=1', { kind: 'external', url: 'https://chat.example.com/room?id=1' }],
    ['http://example.com', { kind: 'external', url: 'http://example.com/' }],
  ] as const)('%s is allowed', (raw, expected) => {
    expect(safeLinkTarget(raw)).toEqual(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example.com/path',
    '/\\evil.example.com',
    '\\\\evil.example.com',
    'https://user:pass@example.com/',
    'ftp://example.com/file',
    'mailto:someone@example.com',
    'promotions',
    '',
    '   ',
    '/path\u0000',
  ])('%j is refused', (raw) => {
    expect(safeLinkTarget(raw)).toBeNull();
  });

  it('null and undefined are refused', () => {
    expect(safeLinkTarget(null)).toBeNull();
    expect(safeLinkTarget(undefined)).toBeNull();
  });

  it('property: whatever is allowed is http(s) or a single-slash path', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `/${s}`),
        ),
        (raw) => {
          const link = safeLinkTarget(raw);
          if (link === null) return;
          if (link.kind === 'internal') expect(link.path).toMatch(/^\/(?!\/)/);
          else expect(new URL(link.url).protocol).toMatch(/^https?:$/);
        },
      ),
    );
  });
});
