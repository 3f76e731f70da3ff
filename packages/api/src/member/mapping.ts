import { parsePlatformLanguageCode, type PlatformLanguageCode } from '@atrium/domain/i18n';
import { safeLinkTarget, type SafeLink } from '@atrium/domain/links';
import { roleOf, type Role } from '@atrium/domain/session';
import { type MemberInfoWire, type MemberIconWire } from './schemas';

export interface MemberVip {
  readonly labelName: string | null;
  readonly rankLevel: number | null;
  readonly hasVip: boolean;
}

export interface MemberInfo {
  readonly id: string;
  readonly account: string;
  /** Null when the member has none; the header then shows the account. */
  readonly nickname: string | null;
  /** The platform's account type, as sent. */
  readonly accountType: number;
  /** From the domain's `roleOf`: agent for 1, 2, 41, 42; trial for 4; member otherwise. */
  readonly role: Role;
  readonly clubLabel: string | null;
  /** Registration time, epoch milliseconds. */
  readonly registeredAt: number;
  /** The masked mobile number as the server sends it, or null. */
  readonly maskedMobile: string | null;
  readonly countryDialingCode: string | null;
  /** The language the server has on file for the member, when it says (and knows the code). */
  readonly language: PlatformLanguageCode | null;
  readonly vip: MemberVip;
  readonly availablePromoCount: number;
  readonly unreadMessageCount: number;
  /** §2 side menu "refer a friend (if referral available)". */
  readonly referralEnabled: boolean;
  /** availablePromo.MISSION.enabled: the missions page shows (docs/centres.md). */
  readonly missionEnabled: boolean;
  /** `toUpline` = 1: the transfer-to-upline page shows (docs/centres.md). */
  readonly canTransferToUpline: boolean;
  /** `hasRebate`: the bonus details page shows when PLYRBT is on too (docs/centres.md). */
  readonly hasRebate: boolean;
  /** The platform says the password has expired (forced change when the brand enforces expiry). */
  readonly passwordExpired: boolean;
  /** The platform says the account is still on its default password (forced change). */
  readonly onDefaultPassword: boolean;
}

export function toMemberInfo(wire: MemberInfoWire): MemberInfo {
  return {
    id: wire.id,
    account: wire.account,
    nickname: wire.nickname?.trim() ? wire.nickname : null,
    accountType: wire.type,
    role: roleOf({ type: wire.type }),
    clubLabel: wire.clubLabel?.labelName ?? null,
    registeredAt: wire.regDate,
    maskedMobile: wire.mobile ?? null,
    countryDialingCode: wire.countryDialingCode ?? null,
    language: parsePlatformLanguageCode(wire.language),
    vip: {
      labelName: wire.vipLabelName ?? null,
      rankLevel: wire.vipRankLevel ?? null,
      hasVip: wire.hasVip ?? false,
    },
    availablePromoCount: wire.availablePromoCount ?? 0,
    unreadMessageCount: wire.unreadMessage ?? 0,
    referralEnabled: wire.availablePromo?.['REFERRAL']?.enabled === true,
    missionEnabled: wire.availablePromo?.['MISSION']?.enabled === true,
    canTransferToUpline: wire.toUpline ?? false,
    hasRebate: wire.hasRebate ?? false,
    passwordExpired: wire.passwordExpired ?? false,
    onDefaultPassword: wire.defaultPassword ?? false,
  };
}

export type MemberIcon =
  | { readonly kind: 'picture'; readonly link: SafeLink }
  | { readonly kind: 'preset'; readonly index: number }
  | { readonly kind: 'default' };

export function toMemberIcon(wire: MemberIconWire): MemberIcon {
  const link = safeLinkTarget(wire.iconUrl);
  if (link) return { kind: 'picture', link };
  if (wire.iconIndex != null) return { kind: 'preset', index: wire.iconIndex };
  return { kind: 'default' };
}

export interface LanguageChange {
  readonly language: PlatformLanguageCode;
  /** Whether a session is open: the call then carries the token and the server stores the choice. */
  readonly signedIn: boolean;
}
