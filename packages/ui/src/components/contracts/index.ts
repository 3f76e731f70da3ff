// @atrium/ui/contracts: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §2 contract popup: one offer at a time, its tiers per game kind, the answers, the higher-rate confirmation
export { ContractOfferDialog, type ContractOfferDialogProps } from './ContractOfferDialog';
export type { ContractAnswerResultView, ContractOfferView, ContractTierView } from './types';
// §3 / §4 / §6 the upline's editor (offer, new terms, ask to terminate) and the contract lists of both sides
export {
  ContractEditor,
  emptyContractDraft,
  type ContractEditorMode,
  type ContractEditorProps,
  type ContractTermsView,
} from './ContractEditor';
export {
  ContractList,
  ContractSides,
  type ContractListProps,
  type ContractRowView,
  type ContractSidesProps,
} from './ContractList';
export { ContractActions, type ContractActionsProps, type ContractActionsRow } from './ContractActions';
export { OfferContract, type OfferContractDownline, type OfferContractProps } from './OfferContract';
export { PendingOffers, type PendingOffersProps } from './PendingOffers';
