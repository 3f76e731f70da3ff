import type { ReactElement, ReactNode } from 'react';
import { Direction, Tooltip as RadixTooltip } from 'radix-ui';
import { Content } from './Tooltip.styles';

export interface TooltipProps {
  /** The hint (already translated). It supplements the trigger's own accessible name, never replaces it. */
  readonly content: ReactNode;
  /** One focusable element (a Button, an IconButton…) that shows the hint on hover and on keyboard focus. */
  readonly children: ReactElement;
  readonly side?: 'top' | 'bottom' | 'left' | 'right';
  /** Milliseconds before the hint shows on hover; keyboard focus shows it at once. */
  readonly delay?: number;
  readonly isOpen?: boolean;
  readonly onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A short hint on Radix Tooltip, shown on hover and on keyboard focus, hidden on Escape. It brings its own
 * provider, so it works anywhere. Touch screens show no tooltips: what matters must not live only here.
 */
export function Tooltip({ content, children, side = 'top', delay = 400, isOpen, onOpenChange }: TooltipProps) {
  const dir = Direction.useDirection();
  return (
    <RadixTooltip.Provider delayDuration={delay}>
      <RadixTooltip.Root open={isOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <Content side={side} sideOffset={6} collisionPadding={8} dir={dir}>
            {content}
          </Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
