import { describe, expect, it } from 'vitest';
import { DEFAULT_PHONE_DIGITS } from '@atrium/domain/validation';
import { domainRouteSchema, getDomainRoutes, toDomainRoutes } from '../domainRoutes';
import {
  countryListSchema,
  getCountries,
  getHelpCenter,
  getWhitelabelSwitches,
  helpCenterQueryOptions,
  type HelpItem,
} from './index';
import { queryKeys } from '../queryKeys';
import { DEMO_HELP_UNSAFE_MARKERS, DEMO_HELP_UNSAFE_TAG, demoDomains } from '../demo/index';
import { DEMO_ORIGIN, useDemoPlatform } from '../test/harness';

const demo = useDemoPlatform({ fresh: 'file' });
const { server, platform } = demo;
const client = demo.client();

const malformedValue = (path: string, value: unknown) => demo.answer(path, value);

function flatten(items: readonly HelpItem[]): HelpItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children)]);
}

describe('§6 feature switches: GET /wps/system/whitelabel', () => {
  it('flattens the tree with the domain rule: every switch of the demo is on by default', async () => {
    const switches = await getWhitelabelSwitches(client);
    expect(switches).toMatchObject({ DIRECTREG3: true, MOBILENUMREG3: true, AGENTPOLICY3: true, CBS3: true });
  });

  it('a switch the brand turns off is off, and a parent off turns its subtree off', async () => {
    platform.switches.set('DIRECTREG3', false);
    platform.switches.set('AGENTPOLICY3', false);
    try {
      const switches = await getWhitelabelSwitches(client);
      expect(switches).toMatchObject({ DIRECTREG3: false, USERNAMEREG3: true, AGENTPOLICY3: false, HOURSAL3: false });
    } finally {
      platform.switches.set('DIRECTREG3', true);
      platform.switches.set('AGENTPOLICY3', true);
    }
  });

  it('a value that is not a tree is malformed', async () => {
    malformedValue('/wps/system/whitelabel', 'all-on');
    await expect(getWhitelabelSwitches(client)).rejects.toMatchObject({ kind: 'malformed', field: 'value' });
  });
});

describe('§2 mirror-site list with line detection: GET /wps/system/domainRoute (designed)', () => {
  it('lists the mirrors with their line checks, the main domain and the verification link', async () => {
    const routes = await getDomainRoutes(client);
    expect(routes.mainDomain).toEqual({ kind: 'external', url: 'https://www.atrium.example/' });
    expect(routes.verification).toEqual({ kind: 'external', url: 'https://verify.atrium.example/' });
    expect(routes.mirrors).toHaveLength(4);
    for (const mirror of routes.mirrors) {
      expect(mirror.link.kind).toBe('external');
      expect(mirror.lineCheck).toMatchObject({ kind: 'internal', path: expect.stringMatching(/^\/__demo\/line\/\d$/) });
    }
  });

  it('the line checks answer: every line but one is up', async () => {
    const routes = await getDomainRoutes(client);
    const statuses = await Promise.all(
      routes.mirrors.map(
        async (m) => (await fetch(`${DEMO_ORIGIN}${m.lineCheck?.kind === 'internal' ? m.lineCheck.path : ''}`)).status,
      ),
    );
    expect(statuses.filter((s) => s === 204)).toHaveLength(3);
    expect(statuses.filter((s) => s === 503)).toHaveLength(1);
    expect(Object.values(demoDomains(platform).lineDelays).filter((d) => d === null)).toHaveLength(1);
  });

  it('mirrors whose address is not a safe link are left out', () => {
    const wire = domainRouteSchema.parse({
      mainDomain: 'javascript:alert(1)',
      domains: [
        { domain: 'https://m1.example.com', lineCheckUrl: 'https://m1.example.com/ping' },
        { domain: 'javascript:alert(1)', lineCheckUrl: '/ping' },
        { domain: '//evil.example.com' },
      ],
    });
    expect(toDomainRoutes(wire)).toEqual({
      mainDomain: null,
      verification: null,
      mirrors: [
        {
          name: null,
          link: { kind: 'external', url: 'https://m1.example.com/' },
          lineCheck: { kind: 'external', url: 'https://m1.example.com/ping' },
        },
      ],
    });
  });

  it('a malformed answer names the field', async () => {
    malformedValue('/wps/system/domainRoute', { domains: [{ name: 'Line 1' }] });
    await expect(getDomainRoutes(client)).rejects.toMatchObject({
      kind: 'malformed',
      field: 'value.domains[0].domain',
    });
  });
});

describe('§7 GET /wps/system/helpCenter {lang, device WEB}', () => {
  it('sends the language and device WEB, and gets titled, tagged items with nested children', async () => {
    let url = '';
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/wps/system/helpCenter')) url = request.url;
    });
    const items = await getHelpCenter(client, 'EN');
    expect(new URL(url).searchParams.get('lang')).toBe('EN');
    expect(new URL(url).searchParams.get('device')).toBe('WEB');
    expect(items.map((i) => i.tag)).toEqual(['about', 'deposit', 'withdraw', 'responsible', 'faq']);
    expect(items.find((i) => i.tag === 'faq')?.children.map((c) => c.tag)).toEqual(['faq-account', 'faq-bonus']);
    expect(items[1]?.untrustedHtml).toContain('<ol>');
  });

  it('server HTML is passed on as untrusted, unaltered: the seeded unsafe item still carries its script', async () => {
    const unsafe = flatten(await getHelpCenter(client, 'EN')).find((i) => i.tag === DEMO_HELP_UNSAFE_TAG);
    for (const marker of DEMO_HELP_UNSAFE_MARKERS) expect(unsafe?.untrustedHtml).toContain(marker);
  });

  it('each language has its own items under the same tags; a language without help gets English', async () => {
    const cn = await getHelpCenter(client, 'CN');
    expect(cn[0]).toMatchObject({ tag: 'about', title: '关于我们' });
    const th = await getHelpCenter(client, 'TH');
    expect(th[0]?.title).toBe('เกี่ยวกับเรา');
    const ko = await getHelpCenter(client, 'KO');
    expect(ko[0]?.title).toBe('About us');
  });

  it('the query is keyed by language', () => {
    expect(helpCenterQueryOptions(client, 'VI').queryKey).toEqual(queryKeys.settings.helpCenter('VI'));
  });

  it('the platform refuses a request without lang or device (request_param_err)', async () => {
    const response = await fetch(`${DEMO_ORIGIN}/wps/system/helpCenter?lang=EN`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('a malformed child names its path', async () => {
    malformedValue('/wps/system/helpCenter', [{ title: 'A', children: [{ content: '<p>x</p>' }] }]);
    await expect(getHelpCenter(client, 'EN')).rejects.toMatchObject({
      kind: 'malformed',
      field: 'value[0].children[0].title',
    });
  });
});

describe('§3 Country: countryCode, countryDialingCode (GET /wps/system/countryCode, designed)', () => {
  it('lists the regions of the spec languages, each known to the phone-length table', async () => {
    const countries = await getCountries(client);
    expect(countries.length).toBeGreaterThanOrEqual(20);
    expect(countries[0]).toEqual({ code: 'PH', dialingCode: '63', name: 'Philippines' });
    for (const c of countries) {
      expect(DEFAULT_PHONE_DIGITS[c.code]).toBeDefined();
      expect(c.dialingCode).toMatch(/^\d{1,4}$/);
    }
  });

  it('reads "+63", 63 and lower-case codes the same way', () => {
    const wire = countryListSchema.parse([
      { countryCode: 'ph', countryDialingCode: '+63', name: 'Philippines' },
      { countryCode: 'TH', countryDialingCode: 66, name: 'Thailand' },
    ]);
    expect(wire).toEqual([
      { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
      { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
    ]);
  });

  it('a malformed answer names the field', async () => {
    malformedValue('/wps/system/countryCode', [{ countryCode: 'PHL', countryDialingCode: '63', name: 'x' }]);
    await expect(getCountries(client)).rejects.toMatchObject({ kind: 'malformed', field: 'value[0].countryCode' });
  });

  it('a platform failure (5xx fault) is transient', async () => {
    platform.setFault({ kind: '5xx' });
    await expect(getCountries(client)).rejects.toMatchObject({ status: 503, isTransient: true });
  });
});
