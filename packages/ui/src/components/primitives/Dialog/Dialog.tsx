import { useRef, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog as RadixDialog, Direction } from 'radix-ui';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../Icon';
import { Body, Content, Description, Footer, Header, Overlay, Title, Titles } from './Dialog.styles';
import { portalContainer } from './portalContainer';

export interface DialogProps {
  /** The dialog's heading and accessible name (already translated). */
  readonly title: string;
  /** A sentence under the title, read as the dialog's description. */
  readonly description?: string;
  /** Controlled open state; leave undefined (with `isDefaultOpen` or a `trigger`) for an uncontrolled dialog. */
  readonly isOpen?: boolean;
  readonly isDefaultOpen?: boolean;
  /** Called when the dialog asks to open or close (trigger, close button, Escape, a click outside). */
  readonly onOpenChange?: (isOpen: boolean) => void;
  /**
   * False for a dialog the user must answer (a forced password change): no close button, and neither Escape nor a
   * click outside closes it. True by default.
   */
  readonly isDismissible?: boolean;
  /** An element (usually a button) that opens the dialog; it gets the focus back when the dialog closes. */
  readonly trigger?: ReactElement;
  /** The dialog's content; put the actions in `Dialog.Footer`. */
  readonly children: ReactNode;
  /**
   * `wide` for a dialog that holds a whole page (the member centre overlay): 1040 px and a fixed 85 % height from
   * the tablet breakpoint up, so switching its pages does not resize it. A full-screen sheet on phones either way.
   */
  readonly size?: 'standard' | 'wide';
}

/**
 * A modal dialog on Radix Dialog (focus trap, Escape, scroll lock, the rest of the page hidden from assistive
 * technology). A full-screen sheet on phones and a centred dialog from the tablet breakpoint up. The focus goes
 * back to the trigger, or without one to whatever had it before the dialog opened.
 */
export function Dialog({
  title,
  description,
  isOpen,
  isDefaultOpen,
  onOpenChange,
  isDismissible = true,
  trigger,
  children,
  size = 'standard',
}: DialogProps) {
  const { t } = useTranslation('ui');
  const dir = Direction.useDirection();
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={isOpen} defaultOpen={isDefaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal container={portalContainer()}>
        <Overlay />
        <Content
          dir={dir}
          $isWide={size === 'wide'}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            returnFocusTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onEscapeKeyDown={(event) => {
            if (!isDismissible) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (!isDismissible) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            if (trigger || !returnFocusTo.current) return; // Radix returns the focus to the trigger itself.
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
        >
          <Header>
            <Titles>
              <Title>{title}</Title>
              {description && <Description>{description}</Description>}
            </Titles>
            {isDismissible && (
              <RadixDialog.Close asChild>
                <IconButton label={t('Dialog.close')} icon={<CloseIcon />} />
              </RadixDialog.Close>
            )}
          </Header>
          <Body>{children}</Body>
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export interface DialogFooterProps {
  /** The dialog's actions, the main one last (it comes first on phones, where they stack). */
  readonly children: ReactNode;
}

function DialogFooter({ children }: DialogFooterProps) {
  return <Footer>{children}</Footer>;
}

export interface DialogCloseProps {
  /** One element (usually a secondary Button) that closes the dialog when activated. */
  readonly children: ReactElement;
}

function DialogClose({ children }: DialogCloseProps) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}

Dialog.Footer = DialogFooter;
Dialog.Close = DialogClose;
