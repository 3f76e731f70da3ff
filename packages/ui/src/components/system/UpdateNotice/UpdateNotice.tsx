import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import systemEnglish from '../../../i18n/locales/en/ui/system.json';
import { registerPart } from '../../../i18n/registry';
import { Message } from '../OfflineNotice/OfflineNotice.styles';

registerPart('system', systemEnglish);

export interface UpdateNoticeProps {
  /** Reloads the page into the new version. */
  readonly onReload: () => void;
}

/** Along the bottom, above the content, so it never covers the offline notice or the page's header. */
const Bar = styled.div`
  position: fixed;
  inset-block-end: 0;
  inset-inline: 0;
  z-index: ${(p) => p.theme.zIndex.toast};
  display: flex;
  justify-content: center;
  pointer-events: none;
`;

/**
 * Says that a new version of the app is ready (the lite app's service worker found a deploy), with "reload". A status
 * region: screen readers announce it without moving the focus.
 */
export function UpdateNotice({ onReload }: UpdateNoticeProps) {
  const { t } = useTranslation('ui');
  return (
    <Bar role="status">
      <Message>
        {t('UpdateNotice.message')}
        <Button variant="secondary" onClick={onReload}>
          {t('UpdateNotice.reload')}
        </Button>
      </Message>
    </Bar>
  );
}
