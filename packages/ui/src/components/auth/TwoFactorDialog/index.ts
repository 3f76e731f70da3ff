export {
  TwoFactorDialog,
  type TwoFactorAnswer,
  type TwoFactorDialogProps,
  type TwoFactorMethod,
} from './TwoFactorDialog';
