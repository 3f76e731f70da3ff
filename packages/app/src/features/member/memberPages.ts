import type { MemberCentrePage } from '@atrium/domain/layout';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The member-centre pages this build has, each its own chunk so that opening my account does not load the deposit
 * or the records. A page missing here shows "not available" at its address. The menu lists these in the spec's
 * order (domain MEMBER_CENTRE_PAGES), filtered by the switches that show each page.
 */
export const MEMBER_PAGE_COMPONENTS: Partial<Record<MemberCentrePage, LazyExoticComponent<ComponentType>>> = {
  securityCenter: lazy(async () => ({ default: (await import('./pages/SecurityCenterPage')).SecurityCenterPage })),
  transferFund: lazy(async () => ({ default: (await import('./pages/WalletPage')).WalletPage })),
  transferUpline: lazy(async () => ({ default: (await import('./pages/UplineTransferPage')).UplineTransferPage })),
  depositv2: lazy(async () => ({ default: (await import('./pages/DepositPage')).DepositPage })),
  withdraw: lazy(async () => ({ default: (await import('./pages/WithdrawPage')).WithdrawPage })),
  personalHistoryCopy: lazy(async () => ({ default: (await import('./pages/BettingRecordPage')).BettingRecordPage })),
  transactionHistory: lazy(async () => ({ default: (await import('./pages/AccountRecordPage')).AccountRecordPage })),
  personalProfit: lazy(async () => ({ default: (await import('./pages/ProfitPage')).ProfitPage })),
  bonusDetails: lazy(async () => ({ default: (await import('./pages/BonusDetailsPage')).BonusDetailsPage })),
  messageV2: lazy(async () => ({ default: (await import('./pages/MessagesPage')).MessagesPage })),
  manualRebate: lazy(async () => ({ default: (await import('./pages/ManualRebatePage')).ManualRebatePage })),
  referral: lazy(async () => ({ default: (await import('./pages/ReferralPage')).ReferralPage })),
  rewardCenter: lazy(async () => ({ default: (await import('./pages/RewardCenterPage')).RewardCenterPage })),
  missionLeaderboard: lazy(async () => ({ default: (await import('./pages/MissionsPage')).MissionsPage })),
  contractOffers: lazy(async () => ({ default: (await import('./pages/ContractOffersPage')).ContractOffersPage })),
};
