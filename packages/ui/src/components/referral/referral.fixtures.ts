import type { InviteeView } from './Referral';

export const REFERRAL_INFO = {
  code: 'RM1001',
  link: 'https://atrium.example/register?referralCode=RM1001',
  inviteeCount: 3,
  totalEarningsCents: 1_750,
};

export const INVITEES: readonly InviteeView[] = [
  { name: 'ja***e', joinedAt: Date.UTC(2026, 10, 20), status: 'active', earningsCents: 1_250 },
  { name: 'ke***n', joinedAt: Date.UTC(2026, 10, 13), status: 'pending', earningsCents: 0 },
  { name: 'lu***y', joinedAt: Date.UTC(2026, 9, 14), status: 'inactive', earningsCents: 500 },
];
