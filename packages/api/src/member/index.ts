/**
 * The member calls of spec §7 "Session and member": member info, the member's icon, and the language change
 * (§4 "Language change: store language, tell server, update UI").
 *
 * Known (docs/protocol.md "Member info", H/M): `id`, `account`, `nickname`, `type` (agent 1, 2, 41, 42; trial 4),
 * `clubLabel.labelName`, `regDate` (ms), masked `mobile`. Assumed (spec §3 "Others" names them, the wire does not):
 * `vipLabelName`, `vipRankLevel`, `hasVip`, `availablePromoCount`, `unreadMessage`, `availablePromo.REFERRAL.enabled`,
 * `countryDialingCode` and `language`. The icon and language calls are designed (see the README).
 */

export {
  memberInfoSchema,
  type MemberInfoWire,
  memberIconSchema,
  type MemberIconWire,
  languageAckSchema,
} from './schemas';
export {
  type MemberVip,
  type MemberInfo,
  toMemberInfo,
  type MemberIcon,
  toMemberIcon,
  type LanguageChange,
} from './mapping';
export {
  memberInfoEndpoint,
  getMemberInfo,
  memberIconEndpoint,
  getMemberIcon,
  memberLanguageEndpoint,
  guestLanguageEndpoint,
  setMemberLanguage,
} from './calls';
export { memberInfoQueryOptions, memberIconQueryOptions, memberLanguageMutationOptions } from './queries';
