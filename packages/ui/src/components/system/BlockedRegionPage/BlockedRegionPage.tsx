import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { GlobeBlockedIcon, StatusPage } from '../StatusPage';
import { Address } from './BlockedRegionPage.styles';

export interface BlockedRegionPageProps {
  /** The visitor's IP address as the platform saw it, or null when unknown. */
  readonly visitorIp: string | null;
  /** Opens customer service; the button is shown only when customer service is available. */
  readonly onContactSupport?: () => void;
}

/** Spec §2 "Other screens": blocked-region page (visitor IP, info text, customer-service button); §8 "Access restricted". */
export function BlockedRegionPage({ visitorIp, onContactSupport }: BlockedRegionPageProps) {
  const { t } = useTranslation('ui');
  return (
    <StatusPage
      tone="danger"
      icon={<GlobeBlockedIcon />}
      title={t('BlockedRegionPage.title')}
      actions={onContactSupport && <Button onClick={onContactSupport}>{t('StatusPage.contactSupport')}</Button>}
    >
      <p>{t('BlockedRegionPage.info')}</p>
      <p>
        {visitorIp === null ? (
          t('BlockedRegionPage.visitorIpUnknown')
        ) : (
          <Address>{t('BlockedRegionPage.visitorIp', { ip: visitorIp })}</Address>
        )}
      </p>
    </StatusPage>
  );
}
