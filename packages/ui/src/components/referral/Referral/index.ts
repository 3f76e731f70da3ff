export { Referral, type InviteeStatusView, type InviteeView, type ReferralProps } from './Referral';
