import { getResponse, HttpResponse, http, type HttpHandler, type JsonBodyType } from 'msw';
import { encodeCustomerServicePath } from '../../crypto/customerService';
import { isContentScenario, SCENARIO_COOKIE_PREFIX, type ContentScenario } from '../scenarios';
import { HOSTILE_HTML_CHUNK, type HostileTexts } from '../seed/hostile';
import type { DemoPlatform } from '../state/platform';

/**
 * The `hostile` content scenario (scenarios.ts; the security corpus): every platform answer is computed by the
 * real handlers, then each text the app shows is replaced by hostile payloads: names, titles and nicknames get one
 * payload each, HTML fields (announcements, notices, promotions, help, messages) a run of payloads, refusals a
 * payload as their message (the error code stays, so the app's flows still work), and banner and customer-service
 * links a hostile target. Keys, codes, ids, numbers and flags are left alone, so every screen still renders.
 */

const PLATFORM_CALL = /\/(wps|lgw|lotto)\//;
const TEXT_KEYS = new Set([
  'title',
  'name',
  'gameName',
  'nodeName',
  'displayName',
  'nickname',
  'roomName',
  'customerName',
  'labelName',
  'vipLabelName',
  'subTitle',
  'description',
  'uplineName',
  'downlineName',
]);
const HTML_KEYS = new Set(['content']);
const LINK_KEYS = new Set(['externalLink', 'redirect']);
const BANNER_LINKAGES = ['EXTERNAL', 'INTERNAL'] as const;
const CUSTOMER_SERVICE_KEY = 'demohost';

export function contentScenarioOf(platform: DemoPlatform, cookies: Record<string, string>): ContentScenario {
  const fromCookie = cookies[`${SCENARIO_COOKIE_PREFIX}content`];
  return isContentScenario(fromCookie) ? fromCookie : platform.scenario().content;
}

/** A stable start in the corpus per call, so different calls show different payloads. */
function startOf(text: string, modulo: number): number {
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return modulo === 0 ? 0 : hash % modulo;
}

/** Replaces the texts of a platform answer with hostile ones (exported for the api test). */
export function hostileAnswer(body: unknown, texts: HostileTexts, callKey: string): unknown {
  const { payloads, links } = texts;
  let textIndex = startOf(callKey, payloads.length);
  let htmlIndex = textIndex;
  let linkIndex = startOf(callKey, links.length);
  const nextText = () => payloads[textIndex++ % payloads.length] ?? '';
  const nextLink = () => links[linkIndex++ % links.length] ?? '';
  const nextHtml = () => {
    const run: string[] = [];
    for (let i = 0; i < Math.min(HOSTILE_HTML_CHUNK, payloads.length); i += 1)
      run.push(payloads[htmlIndex++ % payloads.length] ?? '');
    return run.join('\n');
  };
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const source = node as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(source)) {
      if (typeof value === 'string' && TEXT_KEYS.has(key)) out[key] = nextText();
      else if (typeof value === 'string' && HTML_KEYS.has(key)) out[key] = nextHtml();
      else if (LINK_KEYS.has(key) && 'linkageType' in source) out[key] = nextLink();
      else if (key === 'path' && typeof source['csType'] === 'string') {
        out[key] = encodeCustomerServicePath(nextLink(), CUSTOMER_SERVICE_KEY);
      } else out[key] = walk(value);
    }
    // Banners: every one links somewhere hostile, outside or inside.
    if ('linkageType' in source) out['linkageType'] = BANNER_LINKAGES[linkIndex % BANNER_LINKAGES.length];
    return out;
  };
  const answer = walk(body);
  // A refusal's message is shown where the user looks.
  if (answer && typeof answer === 'object' && (answer as { success?: unknown }).success === false) {
    return { ...(answer as object), message: nextText() };
  }
  return answer;
}

/** Must come right after the fault injector; `inner` are the real handlers (this one excluded). */
export function hostileHandlers(platform: DemoPlatform, inner: readonly HttpHandler[]): HttpHandler[] {
  return [
    http.all('*', async ({ request, cookies }) => {
      const url = new URL(request.url);
      if (!PLATFORM_CALL.test(url.pathname) || contentScenarioOf(platform, cookies) !== 'hostile') return undefined;
      const response = await getResponse([...inner], request.clone());
      if (!response || !(response.headers.get('content-type') ?? '').includes('json')) return response;
      const body: unknown = await response.json();
      // The rewritten body has its own length.
      const headers = new Headers(response.headers);
      headers.delete('content-length');
      return HttpResponse.json(hostileAnswer(body, platform.hostileTexts(), url.pathname) as JsonBodyType, {
        status: response.status,
        headers,
      });
    }),
  ];
}
