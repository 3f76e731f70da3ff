import { WarningDialog } from '@atrium/ui/auth';
import type { SmsWarning } from './useSmsSender';

/**
 * §8 "failed SMS send shows a warning dialog with the server message and a confirm button" (also the invalid
 * invitation code). The server's message is shown as text; without one, the catalogue's.
 */
export function SmsWarningContainer({
  warning,
  onClose,
}: {
  readonly warning: SmsWarning;
  readonly onClose: () => void;
}) {
  return <WarningDialog isOpen message={warning.message} messageKey={warning.messageKey} onConfirm={onClose} />;
}
