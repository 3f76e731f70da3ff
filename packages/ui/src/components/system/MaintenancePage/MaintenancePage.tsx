import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { StatusPage, WrenchIcon } from '../StatusPage';

export interface MaintenancePageProps {
  /** When maintenance is announced to end (epoch ms), or null when not announced (spec §2: optional end time). */
  readonly endsAt: number | null;
  /** IANA time zone for the end time; the visitor's own by default. */
  readonly timeZone?: string;
  /** Opens customer service; the button is shown only when customer service is available. */
  readonly onContactSupport?: () => void;
}

/** Spec §2 "Other screens": maintenance page (title, optional end time, info text, customer-service button). */
export function MaintenancePage({ endsAt, timeZone, onContactSupport }: MaintenancePageProps) {
  const { t, i18n } = useTranslation('ui');
  const time =
    endsAt === null
      ? null
      : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(endsAt);
  return (
    <StatusPage
      tone="warning"
      icon={<WrenchIcon />}
      title={t('MaintenancePage.title')}
      actions={onContactSupport && <Button onClick={onContactSupport}>{t('StatusPage.contactSupport')}</Button>}
    >
      <p>{t('MaintenancePage.info')}</p>
      <p>
        {time === null ? (
          t('MaintenancePage.noEndTime')
        ) : (
          <time dateTime={new Date(endsAt ?? 0).toISOString()}>{t('MaintenancePage.endsAt', { time })}</time>
        )}
      </p>
    </StatusPage>
  );
}
