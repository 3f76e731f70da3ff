import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner, StyledButton } from './Button.styles';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'style' | 'className'> {
  readonly variant?: 'primary' | 'secondary';
  /** Shows a spinner and refuses clicks while keeping the button's accessible name. */
  readonly isLoading?: boolean;
  readonly children: ReactNode;
}

export function Button({
  variant = 'primary',
  isLoading = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
    >
      {isLoading && <Spinner aria-hidden="true" />}
      {children}
    </StyledButton>
  );
}
