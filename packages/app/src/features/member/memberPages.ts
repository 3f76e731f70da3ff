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
    default: (await import('./pages/SecurityCenterContainer')).SecurityCenterContainer,
  })),
  transferFund: lazyWithText(async () => ({ default: (await import('./pages/WalletContainer')).WalletContainer })),
  transferUpline: lazyWithText(async () => ({
    default: (await import('./pages/UplineTransferContainer')).UplineTransferContainer,
  })),
  depositv2: lazyWithText(async () => ({ default: (await import('./pages/DepositContainer')).DepositContainer })),
  withdraw: lazyWithText(async () => ({ default: (await import('./pages/WithdrawContainer')).WithdrawContainer })),
  personalHistoryCopy: lazyWithText(async () => ({
    default: (await import('./pages/BettingRecordContainer')).BettingRecordContainer,
  })),
  transactionHistory: lazyWithText(async () => ({
    default: (await import('./pages/AccountRecordContainer')).AccountRecordContainer,
  })),
  personalProfit: lazyWithText(async () => ({ default: (await import('./pages/ProfitContainer')).ProfitContainer })),
  bonusDetails: lazyWithText(async () => ({
    default: (await import('./pages/BonusDetailsContainer')).BonusDetailsContainer,
  })),
  messageV2: lazyWithText(async () => ({ default: (await import('./pages/MessagesContainer')).MessagesContainer })),
  manualRebate: lazyWithText(async () => ({
    default: (await import('./pages/ManualRebateContainer')).ManualRebateContainer,
  })),
  referral: lazyWithText(async () => ({ default: (await import('./pages/ReferralContainer')).ReferralContainer })),
  rewardCenter: lazyWithText(async () => ({
    default: (await import('./pages/RewardCenterContainer')).RewardCenterContainer,
  })),
  missionLeaderboard: lazyWithText(async () => ({
    default: (await import('./pages/MissionsContainer')).MissionsContainer,
  })),
  contractOffers: lazyWithText(async () => ({
    default: (await import('./pages/ContractOffersContainer')).ContractOffersContainer,
  })),
  saferPlay: lazyWithText(async () => ({
    default: (await import('./pages/SaferPlayContainer')).SaferPlayContainer,
  })),
};
