/**
 * §2 Side menu: "download group with iOS and Android QR codes (iOS link carries language and session token)".
 * docs/protocol.md: the iOS download link is the one place the token leaves the app (so the app can sign in); nowhere
 * else. The brand configures the two base links; this builds what the QR codes encode.
 */
export interface AppDownloadLinks {
  readonly ios: string | null;
  readonly android: string | null;
  /** §1 "app download with QR codes (iOS, Android, lite app)": the lite app's link, as configured. */
  readonly lite: string | null;
}

export interface AppDownloadContext {
  /** The platform language code (EN, CN…). */
  readonly language: string;
  /** The session token, or null for a guest. */
  readonly token: string | null;
}

function withQuery(base: string, params: Readonly<Record<string, string>>): string | null {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** The links the QR codes encode: iOS with `lang` (and `token` when signed in); Android and the lite app as configured. */
export function appDownloadLinks(
  configured: {
    readonly ios?: string | undefined;
    readonly android?: string | undefined;
    readonly lite?: string | undefined;
  },
  { language, token }: AppDownloadContext,
): AppDownloadLinks {
  const ios = configured.ios ? withQuery(configured.ios, token ? { lang: language, token } : { lang: language }) : null;
  const android = configured.android ? withQuery(configured.android, {}) : null;
  const lite = configured.lite ? withQuery(configured.lite, {}) : null;
  return { ios, android, lite };
}
