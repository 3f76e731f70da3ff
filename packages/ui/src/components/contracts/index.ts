// @atrium/ui/contracts: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §2 contract popup: one offer at a time, its tiers per game kind, the answers, the higher-rate confirmation
export { ContractOfferDialog, type ContractOfferDialogProps } from './ContractOfferDialog';
export type { ContractAnswerResultView, ContractOfferView, ContractTierView } from './types';
