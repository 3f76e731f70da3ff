export { ReceiptDialog, type ReceiptDialogProps, type ReceiptSubmission } from './ReceiptDialog';
export { ProofPicker, type PickedProof, type ProofPickerProps } from './ProofPicker';
