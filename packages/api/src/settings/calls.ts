import type { PlatformLanguageCode } from '@atrium/domain/i18n';
import { switchesFromTree } from '@atrium/domain/session';
import type { ApiClient } from '../client';
import { whitelabelTreeSchema, helpCenterSchema, countryListSchema } from './schemas';
import { type HelpItem, toHelpItem, type Country } from './mapping';
import { endpointsOf, reader } from '../endpoints';

const area = endpointsOf('settings', { moduleId: 'COMM3', needsToken: false });

export const whitelabelEndpoint = area.get('whitelabel', '/wps/system/whitelabel', whitelabelTreeSchema);

export const getWhitelabelSwitches = reader(whitelabelEndpoint, switchesFromTree);

export const HELP_CENTER_DEVICE = 'WEB';

export const helpCenterEndpoint = area.get('helpCenter', '/wps/system/helpCenter', helpCenterSchema);

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

export const countryListEndpoint = area.get('countries', '/wps/system/countryCode', countryListSchema);

export async function getCountries(client: ApiClient, signal?: AbortSignal): Promise<Country[]> {
  const countries = await client.call(countryListEndpoint, { signal });
  return countries.map((c) => ({ code: c.countryCode, dialingCode: c.countryDialingCode, name: c.name }));
}
