import type { MemberCentrePage } from '@atrium/domain/layout';
import { type ComponentType, type LazyExoticComponent } from 'react';
import { lazyWithText } from '../../shared/lazy/lazyPage';

/**
 * The member-centre pages this build has, each its own chunk so that opening my account does not load the deposit
 * or the records. A page missing here shows "not available" at its address. The menu lists these in the spec's
 * order (domain MEMBER_CENTRE_PAGES), filtered by the switches that show each page.
 */
export const MEMBER_PAGE_COMPONENTS: Partial<Record<MemberCentrePage, LazyExoticComponent<ComponentType>>> = {
  securityCenter: lazyWithText(async () => ({
    default: (await import('./pages/SecurityCenterPage')).SecurityCenterPage,
  })),
  transferFund: lazyWithText(async () => ({ default: (await import('./pages/WalletPage')).WalletPage })),
  transferUpline: lazyWithText(async () => ({
    default: (await import('./pages/UplineTransferPage')).UplineTransferPage,
  })),
  depositv2: lazyWithText(async () => ({ default: (await import('./pages/DepositPage')).DepositPage })),
  withdraw: lazyWithText(async () => ({ default: (await import('./pages/WithdrawPage')).WithdrawPage })),
  personalHistoryCopy: lazyWithText(async () => ({
    default: (await import('./pages/BettingRecordPage')).BettingRecordPage,
  })),
  transactionHistory: lazyWithText(async () => ({
    default: (await import('./pages/AccountRecordPage')).AccountRecordPage,
  })),
  personalProfit: lazyWithText(async () => ({ default: (await import('./pages/ProfitPage')).ProfitPage })),
  bonusDetails: lazyWithText(async () => ({ default: (await import('./pages/BonusDetailsPage')).BonusDetailsPage })),
  messageV2: lazyWithText(async () => ({ default: (await import('./pages/MessagesPage')).MessagesPage })),
  manualRebate: lazyWithText(async () => ({ default: (await import('./pages/ManualRebatePage')).ManualRebatePage })),
  referral: lazyWithText(async () => ({ default: (await import('./pages/ReferralPage')).ReferralPage })),
  rewardCenter: lazyWithText(async () => ({ default: (await import('./pages/RewardCenterPage')).RewardCenterPage })),
  missionLeaderboard: lazyWithText(async () => ({ default: (await import('./pages/MissionsPage')).MissionsPage })),
  contractOffers: lazyWithText(async () => ({
    default: (await import('./pages/ContractOffersPage')).ContractOffersPage,
  })),
};
