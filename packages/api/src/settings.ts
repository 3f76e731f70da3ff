import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { PlatformLanguageCode } from '@atrium/domain/i18n';
import { switchesFromTree, type Switches } from '@atrium/domain/session';
import type { ApiClient, Endpoint } from './client';
import { retryTransientOnce } from './errors';
import { unsafeHtml, type UnsafeHtml } from './html';
import { queryKeys } from './queryKeys';

/**
 * The platform settings of spec §7 "Session and member" that need no session: the whitelabel switches, the help
 * centre and the country code list (designed). The mirror domains are in domainRoutes.ts.
 */

// ─── Whitelabel switches ────────────────────────────────────────────────────────────────────────────────────

/**
 * GET /wps/system/whitelabel: the switch tree `{modId, enabled: "1"|"0", childrenNodes[]}` (docs/protocol.md), as one
 * root node or a list of them. Nodes are not checked here: the domain's `switchesFromTree` skips malformed ones and
 * fails closed. Only a value that is neither a list nor an object is malformed.
 */
export const whitelabelTreeSchema = z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]);

export type WhitelabelTreeWire = z.infer<typeof whitelabelTreeSchema>;

export const whitelabelEndpoint: Endpoint<WhitelabelTreeWire> = {
  id: 'settings.whitelabel',
  method: 'GET',
  path: '/wps/system/whitelabel',
  moduleId: 'COMM3',
  needsToken: false,
  value: whitelabelTreeSchema,
};

export async function getWhitelabelSwitches(client: ApiClient, signal?: AbortSignal): Promise<Switches> {
  return switchesFromTree(await client.call(whitelabelEndpoint, { signal }));
}

export function whitelabelQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.settings.whitelabel(),
    queryFn: ({ signal }) => getWhitelabelSwitches(client, signal),
    retry: retryTransientOnce,
    staleTime: 5 * 60_000,
  });
}

// ─── Help centre ────────────────────────────────────────────────────────────────────────────────────────────

/** GET /wps/system/helpCenter `?lang&device=WEB`: `value[] {title, content (HTML), tag, children[]}` (docs/protocol.md). */
export interface HelpItemWire {
  title: string;
  content?: string | null | undefined;
  tag?: string | null | undefined;
  children?: HelpItemWire[] | null | undefined;
}

export const helpItemSchema: z.ZodMiniType<HelpItemWire> = z.object({
  title: z.string(),
  content: z.nullish(z.string()),
  tag: z.nullish(z.string()),
  get children() {
    return z.nullish(z.array(helpItemSchema));
  },
});

export const helpCenterSchema = z.array(helpItemSchema);

export interface HelpItem {
  readonly title: string;
  /** The anchor of `/help#{tag}`; null when the server gives none. */
  readonly tag: string | null;
  /**
   * Server HTML, UNTRUSTED: it must go through the app's sanitizer before it reaches the DOM (docs/architecture.md
   * "Security stance"). Empty when the item has no content of its own.
   */
  readonly untrustedHtml: UnsafeHtml;
  readonly children: readonly HelpItem[];
}

export const HELP_CENTER_DEVICE = 'WEB';

export const helpCenterEndpoint: Endpoint<HelpItemWire[]> = {
  id: 'settings.helpCenter',
  method: 'GET',
  path: '/wps/system/helpCenter',
  moduleId: 'COMM3',
  needsToken: false,
  value: helpCenterSchema,
};

export function toHelpItem(wire: HelpItemWire): HelpItem {
  return {
    title: wire.title,
    tag: wire.tag?.trim() ? wire.tag.trim() : null,
    untrustedHtml: unsafeHtml(wire.content ?? ''),
    children: (wire.children ?? []).map(toHelpItem),
  };
}

export async function getHelpCenter(
  client: ApiClient,
  language: PlatformLanguageCode,
  signal?: AbortSignal,
): Promise<HelpItem[]> {
  const items = await client.call(helpCenterEndpoint, {
    query: { lang: language, device: HELP_CENTER_DEVICE },
    signal,
  });
  return items.map(toHelpItem);
}

/** Keyed by language: a language change loads that language's help. */
export function helpCenterQueryOptions(client: ApiClient, language: PlatformLanguageCode) {
  return queryOptions({
    queryKey: queryKeys.settings.helpCenter(language),
    queryFn: ({ signal }) => getHelpCenter(client, language, signal),
    retry: retryTransientOnce,
    staleTime: 10 * 60_000,
  });
}

// ─── Country codes (designed) ───────────────────────────────────────────────────────────────────────────────

/**
 * GET /wps/system/countryCode (spec §7 "country code list"; §3 "Country: countryCode, countryDialingCode").
 * Designed: `value[] {countryCode, countryDialingCode, name}`. The dialing code may come with or without "+".
 */
export const countrySchema = z.object({
  countryCode: z.pipe(
    z.string().check(z.regex(/^[A-Za-z]{2}$/)),
    z.transform((code) => code.toUpperCase()),
  ),
  countryDialingCode: z.pipe(
    z.union([z.string().check(z.regex(/^\s*\+?\d{1,4}\s*$/)), z.number().check(z.int(), z.gte(1), z.lte(9999))]),
    z.transform((code) => String(code).trim().replace(/^\+/, '')),
  ),
  name: z.string(),
});

export const countryListSchema = z.array(countrySchema);

export type CountryWire = z.infer<typeof countrySchema>;

export interface Country {
  /** ISO 3166-1 alpha-2, upper case (the key of the domain's phone-length table). */
  readonly code: string;
  /** Digits only, without "+". */
  readonly dialingCode: string;
  readonly name: string;
}

export const countryListEndpoint: Endpoint<CountryWire[]> = {
  id: 'settings.countries',
  method: 'GET',
  path: '/wps/system/countryCode',
  moduleId: 'COMM3',
  needsToken: false,
  value: countryListSchema,
};

export async function getCountries(client: ApiClient, signal?: AbortSignal): Promise<Country[]> {
  const countries = await client.call(countryListEndpoint, { signal });
  return countries.map((c) => ({ code: c.countryCode, dialingCode: c.countryDialingCode, name: c.name }));
}

/** The list hardly ever changes: kept for the whole visit. */
export function countriesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.settings.countries(),
    queryFn: ({ signal }) => getCountries(client, signal),
    retry: retryTransientOnce,
    staleTime: Infinity,
  });
}
