import type { FormErrors } from '@atrium/domain/validation';
import { useState } from 'react';
import { PasswordField } from '../primitives/PasswordField';
import { TextField } from '../primitives/TextField';
import { useValidationMessage } from './validationMessage';

/**
 * What a credential input is for. It sets the browser's autocomplete token, so password managers fill a saved login
 * (`username`, `current-password`) or offer a new strong password (`new-password`).
 */
export type CredentialKind = 'username' | 'current-password' | 'new-password';

export interface CredentialFieldSpec<Name extends string> {
  readonly name: Name;
  readonly kind: CredentialKind;
  /** The translated label. */
  readonly label: string;
  /** A translated rule shown under the field (e.g. the password rule). */
  readonly hint?: string;
}

export interface CredentialFieldsProps<Name extends string> {
  /** The fields in the order shown. */
  readonly fields: readonly CredentialFieldSpec<Name>[];
  readonly values: Readonly<Record<Name, string>>;
  readonly onChange: (name: Name, value: string) => void;
  /** The domain's validation errors; each shows under its field. */
  readonly errors: FormErrors<Name>;
}

/**
 * The username and password inputs shared by the sign-in forms and the password change: every one is required, a
 * username is never auto-capitalised, corrected or spell-checked (it must reach the server as typed), and a password
 * has its show/hide button.
 */
export function CredentialFields<Name extends string>({
  fields,
  values,
  onChange,
  errors,
}: CredentialFieldsProps<Name>) {
  const message = useValidationMessage();
  return fields.map(({ name, kind, label, hint }) => {
    const common = {
      label,
      name,
      value: values[name],
      onChange: (event: { readonly target: { readonly value: string } }) => onChange(name, event.target.value),
      ...(hint === undefined ? {} : { hint }),
      error: message(errors[name]),
      isRequired: true,
    };
    return kind === 'username' ? (
      <TextField
        key={name}
        {...common}
        autoComplete="username"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
      />
    ) : (
      <PasswordField key={name} {...common} autoComplete={kind} />
    );
  });
}

/** The username and password of a sign-in form, with their translated labels. */
export function signInFields(labels: {
  readonly username: string;
  readonly password: string;
}): readonly CredentialFieldSpec<'username' | 'password'>[] {
  return [
    { name: 'username', kind: 'username', label: labels.username },
    { name: 'password', kind: 'current-password', label: labels.password },
  ];
}

/** The values of a set of credential fields, starting from `initial`, and a setter by field name. */
export function useCredentialValues<Name extends string>(initial: Readonly<Record<Name, string>>) {
  const [values, setValues] = useState(initial);
  const setValue = (name: Name, value: string) => setValues((current) => ({ ...current, [name]: value }));
  return [values, setValue] as const;
}
