import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { Bar, Icon, Message } from './OfflineNotice.styles';

export interface OfflineNoticeProps {
  /** True while the device has no connection. */
  readonly isOffline: boolean;
  /** Asks again for what the page is waiting for (a connection the browser has not noticed yet); no button without. */
  readonly onRetry?: () => void;
}

/**
 * Says that the device is offline, and goes away when it is back online. The status region is always in the page
 * (empty while online), so screen readers announce the message when it appears.
 */
export function OfflineNotice({ isOffline, onRetry }: OfflineNoticeProps) {
  const { t } = useTranslation('ui');
  return (
    <Bar role="status">
      {isOffline ? (
        <Message>
          <Icon viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M2 8.8a15 15 0 0 1 4.2-2.6M22 8.8A15 15 0 0 0 10.7 5M5 12.9a10 10 0 0 1 5.2-2.7M19 12.9a10 10 0 0 0-2-1.4M8.5 16.4a5 5 0 0 1 7 0M12 20h.01M3 3l18 18" />
          </Icon>
          {t('OfflineNotice.message')}
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              {t('OfflineNotice.retry')}
            </Button>
          )}
        </Message>
      ) : null}
    </Bar>
  );
}
