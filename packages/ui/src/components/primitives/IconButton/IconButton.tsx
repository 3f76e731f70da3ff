import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { StyledIconButton, type IconButtonVariant } from './IconButton.styles';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'style' | 'className' | 'children' | 'aria-label'
> {
  /** The accessible name (already translated): an icon alone says nothing to a screen reader. */
  readonly label: string;
  /** A decorative icon; it is hidden from assistive technology. */
  readonly icon: ReactNode;
  readonly variant?: IconButtonVariant;
}

/** A 44 × 44 px button showing only an icon, named by `label`. */
export function IconButton({ label, icon, variant = 'ghost', type = 'button', ...rest }: IconButtonProps) {
  return (
    <StyledIconButton {...rest} type={type} $variant={variant} aria-label={label}>
      <span aria-hidden="true">{icon}</span>
    </StyledIconButton>
  );
}
