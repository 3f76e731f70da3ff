import { useRef, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog as RadixDialog, Direction } from 'radix-ui';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../Icon';
import { Body, Content, Header, Overlay, Title } from './Drawer.styles';
import { portalContainer } from '../Dialog/portalContainer';

export interface DrawerProps {
  /** The drawer's heading and accessible name (already translated), e.g. the menu's name. */
  readonly title: string;
  /** Controlled open state; leave undefined (with a `trigger`) for an uncontrolled drawer. */
  readonly isOpen?: boolean;
  readonly onOpenChange?: (isOpen: boolean) => void;
  /** An element (usually an IconButton) that opens the drawer; it gets the focus back when the drawer closes. */
  readonly trigger?: ReactElement;
  readonly children: ReactNode;
}

/**
 * A modal side sheet on Radix Dialog, sliding in from the inline-start edge (the right in Arabic). Escape, the
 * close button or a click on the scrim closes it; the focus returns to the trigger or the previous element.
 */
export function Drawer({ title, isOpen, onOpenChange, trigger, children }: DrawerProps) {
  const { t } = useTranslation('ui');
  const dir = Direction.useDirection();
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal container={portalContainer()}>
        <Overlay />
        <Content
          dir={dir}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            returnFocusTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            if (trigger || !returnFocusTo.current) return; // Radix returns the focus to the trigger itself.
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
        >
          <Header>
            <Title>{title}</Title>
            <RadixDialog.Close asChild>
              <IconButton label={t('Drawer.close')} icon={<CloseIcon />} />
            </RadixDialog.Close>
          </Header>
          <Body>{children}</Body>
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
