import { useTranslation } from 'react-i18next';
import { Direction, Toast as RadixToast } from 'radix-ui';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../Icon';
import { Actions, Description, Root, Texts, Title, Viewport, type ToastTone } from './Toast.styles';

export type { ToastTone };

export interface ToastMessage {
  /** Stable id, handed back to `onDismiss`. */
  readonly id: string;
  /** The message (already translated). */
  readonly title: string;
  readonly description?: string;
  /** `danger` interrupts screen-reader users at once; the others wait for a pause. */
  readonly tone?: ToastTone;
  /** One optional action; `altText` tells screen-reader users how to reach it otherwise. */
  readonly action?: { readonly label: string; readonly altText: string; readonly onAction: () => void };
  /** Milliseconds before it dismisses itself; `Infinity` keeps it until dismissed. */
  readonly duration?: number;
}

export interface ToasterProps {
  /** The toasts to show, oldest first. The caller owns the list. */
  readonly toasts: readonly ToastMessage[];
  /** A toast timed out, was closed, or swiped away: remove it from the list. */
  readonly onDismiss: (id: string) => void;
  /** Default milliseconds before a toast dismisses itself. */
  readonly duration?: number;
}

/**
 * Brief notifications on Radix Toast, driven by a plain list (no hook, no global store): render one Toaster near
 * the root and pass it the toasts to show. F8 moves the focus to them; the timer pauses on hover and focus.
 */
export function Toaster({ toasts, onDismiss, duration = 5000 }: ToasterProps) {
  const { t } = useTranslation('ui');
  const dir = Direction.useDirection();
  return (
    <RadixToast.Provider
      duration={duration}
      label={t('Toaster.toast')}
      swipeDirection={dir === 'rtl' ? 'left' : 'right'}
    >
      {toasts.map((toast) => (
        <Root
          key={toast.id}
          open
          onOpenChange={(isOpen) => {
            if (!isOpen) onDismiss(toast.id);
          }}
          type={toast.tone === 'danger' ? 'foreground' : 'background'}
          duration={toast.duration}
          $tone={toast.tone ?? 'info'}
        >
          <Texts>
            <Title>{toast.title}</Title>
            {toast.description && <Description>{toast.description}</Description>}
          </Texts>
          <Actions>
            {toast.action && (
              <RadixToast.Action altText={toast.action.altText} asChild>
                <Button variant="secondary" onClick={toast.action.onAction}>
                  {toast.action.label}
                </Button>
              </RadixToast.Action>
            )}
            <RadixToast.Close asChild>
              <IconButton label={t('Toaster.dismiss')} icon={<CloseIcon />} />
            </RadixToast.Close>
          </Actions>
        </Root>
      ))}
      <Viewport label={t('Toaster.region')} />
    </RadixToast.Provider>
  );
}
