/**
 * A small, total reader and writer of URL query strings (the domain has no DOM types, so no URLSearchParams).
 * Reading never throws: a malformed escape makes that one parameter absent. The first occurrence of a key wins.
 */

/** A query as a router hands it over: a record whose values may repeat. */
export type UrlQueryParams = Readonly<Record<string, string | readonly (string | null)[] | null | undefined>>;

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** Reads a query string (with or without its leading '?') or a router's query record into key → first value. */
export function readUrlQuery(query: string | UrlQueryParams): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  if (typeof query === 'string') {
    const text = query.startsWith('?') ? query.slice(1) : query;
    for (const pair of text.split('&')) {
      if (pair === '') continue;
      const eq = pair.indexOf('=');
      const key = decode(eq < 0 ? pair : pair.slice(0, eq));
      const value = decode(eq < 0 ? '' : pair.slice(eq + 1));
      if (key !== null && value !== null && !out.has(key)) out.set(key, value);
    }
    return out;
  }
  for (const [key, raw] of Object.entries(query)) {
    const value = Array.isArray(raw) ? raw.find((v): v is string => typeof v === 'string') : raw;
    if (typeof value === 'string') out.set(key, value);
  }
  return out;
}

/** Writes key/value pairs as a query string with its leading '?', or '' when there are none. */
export function writeUrlQuery(pairs: readonly (readonly [string, string])[]): string {
  if (pairs.length === 0) return '';
  return `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;
}
