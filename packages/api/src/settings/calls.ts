import type { PlatformLanguageCode } from '@atrium/domain/i18n';
import { switchesFromTree, type Switches } from '@atrium/domain/session';
import type { ApiClient, Endpoint } from '../client';
import {
  whitelabelTreeSchema,
  type WhitelabelTreeWire,
  type HelpItemWire,
  helpCenterSchema,
  countryListSchema,
  type CountryWire,
} from './schemas';
import { type HelpItem, toHelpItem, type Country } from './mapping';

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

export const HELP_CENTER_DEVICE = 'WEB';

export const helpCenterEndpoint: Endpoint<HelpItemWire[]> = {
  id: 'settings.helpCenter',
  method: 'GET',
  path: '/wps/system/helpCenter',
  moduleId: 'COMM3',
  needsToken: false,
  value: helpCenterSchema,
};

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
