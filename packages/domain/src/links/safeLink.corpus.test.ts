import { describe, expect, it } from 'vitest';
import { HOSTILE_LINKS, SECURITY_CORPUS } from '../../../../tests/security/corpus';
import { safeLinkTarget } from './safeLink';

/**
 * docs/architecture.md "Security stance", the security corpus (docs/decisions/0007-security-corpus.md): every payload
 * of the corpus (Big List of Naughty Strings + OWASP filter-evasion vectors + hostile link targets) as a link
 * target. The sanitizer gets the same corpus in Chromium (SafeHtml.corpus.stories.tsx), the built app end to end.
 */
describe('the security corpus through safeLinkTarget', () => {
  it('the corpus holds at least 300 distinct payloads, each with a unique id that script-running vectors carry', () => {
    expect(SECURITY_CORPUS.length).toBeGreaterThanOrEqual(300);
    expect(new Set(SECURITY_CORPUS.map((p) => p.id)).size).toBe(SECURITY_CORPUS.length);
    expect(new Set(SECURITY_CORPUS.map((p) => p.text)).size).toBe(SECURITY_CORPUS.length);
    for (const payload of SECURITY_CORPUS.filter((p) => p.source !== 'blns' && /__xss\(/.test(p.text))) {
      expect(payload.text).toMatch(new RegExp(`__xss\\('(${payload.id}|\\$ID)'\\)`));
    }
  });

  it('refuses every hostile banner or notice link (javascript:, data:, vbscript:, //host, backslashes, controls, credentials)', () => {
    expect(HOSTILE_LINKS.length).toBeGreaterThanOrEqual(15);
    expect(HOSTILE_LINKS.filter((p) => safeLinkTarget(p.text) !== null).map((p) => `${p.id}: ${p.text}`)).toEqual([]);
  });

  it('given any payload, answers only an http(s) URL without credentials or a same-site path', () => {
    const wrong: string[] = [];
    for (const payload of SECURITY_CORPUS) {
      const target = safeLinkTarget(payload.text);
      if (target === null) continue;
      if (target.kind === 'internal') {
        // eslint-disable-next-line no-control-regex -- control characters must not survive
        if (!/^\/(?!\/)/.test(target.path) || /[\\\u0000-\u001f]/.test(target.path)) wrong.push(payload.id);
      } else {
        const url = new URL(target.url);
        if (!/^https?:$/.test(url.protocol) || url.username || url.password) wrong.push(payload.id);
      }
    }
    expect(wrong).toEqual([]);
  });
});
