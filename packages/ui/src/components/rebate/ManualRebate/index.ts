export { ManualRebate, type ListLoadState, type ManualRebateProps, type RebateClaimView } from './ManualRebate';
