import type * as z from 'zod/mini';
import { type PlatformLanguageCode } from '@atrium/domain/i18n';
import type { ApiClient, Endpoint } from '../client';
import {
  memberInfoSchema,
  type MemberInfoWire,
  memberIconSchema,
  type MemberIconWire,
  languageAckSchema,
} from './schemas';
import { type MemberInfo, toMemberInfo, type MemberIcon, toMemberIcon, type LanguageChange } from './mapping';

export const memberInfoEndpoint: Endpoint<MemberInfoWire> = {
  id: 'member.info',
  method: 'GET',
  path: '/wps/member/info',
  moduleId: 'COMM3',
  needsToken: true,
  value: memberInfoSchema,
};

export async function getMemberInfo(client: ApiClient, signal?: AbortSignal): Promise<MemberInfo> {
  return toMemberInfo(await client.call(memberInfoEndpoint, { signal }));
}

export const memberIconEndpoint: Endpoint<MemberIconWire> = {
  id: 'member.icon',
  method: 'GET',
  path: '/wps/member/info/icon',
  moduleId: 'COMM3',
  needsToken: true,
  value: memberIconSchema,
};

export async function getMemberIcon(client: ApiClient, signal?: AbortSignal): Promise<MemberIcon> {
  return toMemberIcon(await client.call(memberIconEndpoint, { signal }));
}

export const memberLanguageEndpoint: Endpoint<z.infer<typeof languageAckSchema>> = {
  id: 'member.language',
  method: 'PUT',
  path: '/wps/member/language',
  moduleId: 'COMM3',
  needsToken: true,
  value: languageAckSchema,
};

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
