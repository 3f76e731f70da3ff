export { ContractOfferDialog, type ContractOfferDialogProps } from './ContractOfferDialog';
