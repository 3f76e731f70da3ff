// @atrium/ui/forms: the form kit the money and account forms share (docs/conventions.md: explicit named exports).
export { AmountField, type AmountFieldProps } from './AmountField';
export { FormActions, type FormActionsProps } from './FormActions';
export { FormsOfflineContext } from './offlineContext';
export { useOfflineReason } from './useOfflineReason';
export { useOfflineBlock, type OfflineBlock } from './offlineBlock';
export { PaymentPasswordField, type PaymentPasswordFieldProps } from './PaymentPasswordField';
export { ServerError, type ServerErrorProps } from './ServerError';
export { useClearOnResult } from './useClearOnResult';
export { useFieldEntry, type FieldEntry } from './useFieldEntry';
export { usePaymentEntry, type PaymentEntry } from './usePaymentEntry';
export { useSubmitGuard } from './useSubmitGuard';
export { AMOUNT_ERROR_KEYS, formatCents, formatInstant } from './money';
