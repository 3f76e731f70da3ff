export { RedeemDialog, type RedeemDialogProps, type RedeemSubmission } from './RedeemDialog';
