export {
  RealAccountRequiredDialog,
  type RealAccountRequiredDialogProps,
  type RealAccountRequiredReason,
} from './RealAccountRequiredDialog';
