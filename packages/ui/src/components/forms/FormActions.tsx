import { Button } from '../primitives/Button';
import { Dialog } from '../primitives/Dialog';
import { Actions, Failure } from './MoneyPanel.styles';

export interface FormActionsProps {
  readonly submitLabel: string;
  /** The container's call is in flight: the button shows it and refuses taps, keeping its name. */
  readonly isSubmitting?: boolean;
  /** The form cannot be sent now (another move of the page is in flight, or the rules forbid it). */
  readonly isDisabled?: boolean;
  /** The server's refusal, already translated; said at once (role=alert) just above the buttons. */
  readonly failure?: string | null;
  readonly cancelLabel?: string;
  readonly onCancel?: () => void;
  /** In a dialog the buttons sit in its footer, cancel first (the dialog's own order). */
  readonly isInDialog?: boolean;
}

/** The end of a form: the refusal, if any, where the member looks, then submit (and cancel where there is one). */
export function FormActions({
  submitLabel,
  isSubmitting = false,
  isDisabled,
  failure = null,
  cancelLabel,
  onCancel,
  isInDialog = false,
}: FormActionsProps) {
  const submit = (
    <Button type="submit" isLoading={isSubmitting} disabled={isDisabled}>
      {submitLabel}
    </Button>
  );
  const cancel = onCancel && cancelLabel && (
    <Button variant="secondary" onClick={onCancel}>
      {cancelLabel}
    </Button>
  );
  return (
    <>
      {failure && <Failure role="alert">{failure}</Failure>}
      {isInDialog ? (
        <Dialog.Footer>
          {cancel}
          {submit}
        </Dialog.Footer>
      ) : (
        <Actions>
          {submit}
          {cancel}
        </Actions>
      )}
    </>
  );
}
