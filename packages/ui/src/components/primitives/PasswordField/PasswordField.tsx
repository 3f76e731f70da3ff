import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton';
import { EyeIcon, EyeOffIcon } from '../Icon';
import { TextField, type TextFieldProps } from '../TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete' | 'trailingAction'> {
  /**
   * What the browser's password manager should do: fill a saved password (`current-password`, log-in forms) or
   * offer a new strong one (`new-password`, registration and password changes).
   */
  readonly autoComplete: 'current-password' | 'new-password';
  /** Called when the visitor shows or hides the password. */
  readonly onVisibilityChange?: (isVisible: boolean) => void;
}

/** A TextField for passwords, with a button that shows or hides what was typed (the value is kept). */
export function PasswordField({ id, onVisibilityChange, ...rest }: PasswordFieldProps) {
  const { t } = useTranslation('ui');
  const autoId = useId();
  const inputId = id ?? `${autoId}-password`;
  const [isVisible, setIsVisible] = useState(false);
  const toggle = () => {
    setIsVisible(!isVisible);
    onVisibilityChange?.(!isVisible);
  };
  return (
    <TextField
      {...rest}
      id={inputId}
      type={isVisible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      trailingAction={
        <IconButton
          label={isVisible ? t('PasswordField.hide') : t('PasswordField.show')}
          icon={isVisible ? <EyeOffIcon /> : <EyeIcon />}
          aria-controls={inputId}
          disabled={rest.isDisabled}
          onClick={toggle}
        />
      }
    />
  );
}
