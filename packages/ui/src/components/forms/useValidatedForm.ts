import { hasErrors, type FormErrors } from '@atrium/domain/validation';
import { useState, type FormEvent } from 'react';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';

/**
 * The submit rules of the auth forms: errors show only after the first submit (not while the visitor is still
 * typing), a refused submit moves the focus to the first invalid field, and a busy form ignores further submits.
 * `validate` is called on every render after the first submit, so the messages follow the input.
 */
export function useValidatedForm<Field extends string>({
  validate,
  isBusy,
  onValid,
}: {
  readonly validate: () => FormErrors<Field>;
  readonly isBusy: boolean;
  readonly onValid: () => void;
}) {
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const { ref, requestFocus } = useFocusFirstInvalid<HTMLFormElement>();
  const errors: FormErrors<Field> = hasTriedSubmit ? validate() : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    setHasTriedSubmit(true);
    if (hasErrors(validate())) {
      requestFocus();
      return;
    }
    onValid();
  };
  return { ref, errors, submit, requestFocus };
}
