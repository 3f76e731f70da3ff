// @atrium/ui/referral: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §2 referral (invite friends): code, link with copy, QR code, invitees and earnings
export { Referral, type InviteeStatusView, type InviteeView, type ReferralProps } from './Referral';
