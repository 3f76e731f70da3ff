import type * as z from 'zod/mini';
import { type PlatformLanguageCode } from '@atrium/domain/i18n';
import type { ApiClient, Endpoint } from '../client';
import { memberInfoSchema, memberIconSchema, languageAckSchema } from './schemas';
import { toMemberInfo, toMemberIcon, type LanguageChange } from './mapping';
import { endpointsOf, reader } from '../endpoints';

const area = endpointsOf('member', { moduleId: 'COMM3', needsToken: true });

export const memberInfoEndpoint = area.get('info', '/wps/member/info', memberInfoSchema);

export const getMemberInfo = reader(memberInfoEndpoint, toMemberInfo);

export const memberIconEndpoint = area.get('icon', '/wps/member/info/icon', memberIconSchema);

export const getMemberIcon = reader(memberIconEndpoint, toMemberIcon);

export const memberLanguageEndpoint = area.put('language', '/wps/member/language', languageAckSchema);

export const guestLanguageEndpoint: Endpoint<z.infer<typeof languageAckSchema>> = {
  ...memberLanguageEndpoint,
  id: 'member.language.guest',
  needsToken: false,
};

/** Tells the server the new language; resolves with the code sent. */
export async function setMemberLanguage(
  client: ApiClient,
  change: LanguageChange,
  signal?: AbortSignal,
): Promise<PlatformLanguageCode> {
  await client.call(change.signedIn ? memberLanguageEndpoint : guestLanguageEndpoint, {
    body: { language: change.language },
    signal,
  });
  return change.language;
}
