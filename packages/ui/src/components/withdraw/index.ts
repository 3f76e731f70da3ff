// @atrium/ui/withdraw: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §2 withdraw: the form (withdrawable amount, limits, card, amount, payment password)
export { WithdrawPanel, type WithdrawPanelProps, type WithdrawRequest, type WithdrawResult } from './WithdrawPanel';
// docs/centres.md "bank cards list/add (encrypted)"
export { BankCardDialog, type BankCardDialogProps, type BankCardSubmission } from './BankCardDialog';
// The page's column
export { WithdrawLayout, type WithdrawLayoutProps } from './WithdrawLayout';
// §4 where each withdrawal stands
export { WithdrawalList, type WithdrawalListProps } from './WithdrawalList';
// §4 withdrawal confirmation and §5 proof uploads
export {
  ProofPicker,
  ReceiptDialog,
  type PickedProof,
  type ProofPickerProps,
  type ReceiptDialogProps,
  type ReceiptSubmission,
} from './ReceiptDialog';
export type {
  BankCardView,
  BankOption,
  ReceiptOutcomeView,
  ReceiptResultView,
  WithdrawalView,
  WithdrawInfoView,
} from './shared/types';
