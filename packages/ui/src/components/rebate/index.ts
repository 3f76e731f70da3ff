// @atrium/ui/rebate: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §2 manualRebate (MANPLAYREB3): the rebate per game type, the claim, its history
export { ManualRebate, type ListLoadState, type ManualRebateProps, type RebateClaimView } from './ManualRebate';
