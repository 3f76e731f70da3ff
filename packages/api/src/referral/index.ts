// @atrium/api/referral: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §2 referral (invite friends): the code, the invitees and the earnings
export {
  INVITEE_STATUSES,
  getInvitees,
  getReferralInfo,
  inviteesEndpoint,
  inviteesQueryOptions,
  referralInfoEndpoint,
  referralInfoQueryOptions,
  referralInfoSchema,
  referralQueryKeys,
  type Invitee,
  type InviteeStatus,
  type InviteesPage,
  type InviteesRequest,
  type ReferralInfo,
} from './referral';
