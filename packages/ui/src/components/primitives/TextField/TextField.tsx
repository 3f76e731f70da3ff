import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { ErrorMessage, FieldRoot, Hint, Input, InputBox, Label, RequiredMark, Trailing } from './TextField.styles';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'style' | 'className' | 'size' | 'required' | 'disabled' | 'children' | 'type'
> {
  /** The visible label (already translated). */
  readonly label: string;
  readonly type?: 'text' | 'email' | 'tel' | 'number' | 'search' | 'url' | 'password';
  /** Help shown under the field and read with it. */
  readonly hint?: string;
  /** The validation message (already translated): shown under the field, which is then marked invalid. */
  readonly error?: string;
  /** Shows the required marker and tells assistive technology; validation itself is the caller's. */
  readonly isRequired?: boolean;
  readonly isDisabled?: boolean;
  /** A control at the end of the field, inside its border (PasswordField's show/hide button). */
  readonly trailingAction?: ReactNode;
}

/** A labelled single-line text input; controlled (`value` + `onChange`) or uncontrolled (`defaultValue`). */
export function TextField({
  label,
  hint,
  error,
  isRequired = false,
  isDisabled = false,
  trailingAction,
  type = 'text',
  id,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  const describedByIds =
    [describedBy, hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <FieldRoot>
      <Label htmlFor={inputId}>
        {label}
        {isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      <InputBox $isInvalid={Boolean(error)} $isDisabled={isDisabled}>
        <Input
          {...rest}
          id={inputId}
          type={type}
          disabled={isDisabled}
          aria-required={isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds}
        />
        {trailingAction && <Trailing>{trailingAction}</Trailing>}
      </InputBox>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorMessage id={errorId}>{error}</ErrorMessage>}
    </FieldRoot>
  );
}
