/**
 * docs/architecture.md "Security stance": links that come from the server (banners, notices, customer service) are
 * checked before use: only http, https or a same-site relative path; external ones open in a new window without
 * an opener or referrer. Anything else (javascript:, data:, vbscript:, protocol-relative //host, backslash
 * tricks, control characters) is refused.
 */
export type SafeLink =
  { readonly kind: 'internal'; readonly path: string } | { readonly kind: 'external'; readonly url: string };

// C0 controls, DEL and C1 controls: never part of a link worth following.
// eslint-disable-next-line no-control-regex -- the point is to match control characters
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Classifies a server-provided link target, or returns null when it must not be followed. */
export function safeLinkTarget(raw: string | null | undefined): SafeLink | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (text === '' || CONTROL.test(text) || text.includes('\\')) return null;
  if (text.startsWith('/')) {
    // "//host" and "/\host" are other origins in disguise.
    if (text.startsWith('//')) return null;
    return { kind: 'internal', path: text };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return { kind: 'external', url: url.href };
}
