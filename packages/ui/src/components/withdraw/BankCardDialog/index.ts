export { BankCardDialog, type BankCardDialogProps, type BankCardSubmission } from './BankCardDialog';
