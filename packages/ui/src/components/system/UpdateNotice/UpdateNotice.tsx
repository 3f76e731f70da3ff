import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import systemEnglish from '../../../i18n/locales/en/ui/system.json';
import { registerPart } from '../../../i18n/registry';
import { Bar, Message } from '../OfflineNotice/OfflineNotice.styles';

registerPart('system', systemEnglish);

export interface UpdateNoticeProps {
  /** Reloads the page into the new version. */
  readonly onReload: () => void;
}

/**
 * Says that a new version of the app is ready (the lite app's service worker found a deploy), with "reload". A status
 * region: screen readers announce it without moving the focus.
 */
export function UpdateNotice({ onReload }: UpdateNoticeProps) {
  const { t } = useTranslation('ui');
  return (
    <Bar $atBottom role="status">
      <Message>
        {t('UpdateNotice.message')}
        <Button variant="secondary" onClick={onReload}>
          {t('UpdateNotice.reload')}
        </Button>
      </Message>
    </Bar>
  );
}
