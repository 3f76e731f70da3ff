import { useTranslation } from 'react-i18next';
import { Dialog } from '../../primitives/Dialog';
import { HelpBrowser, type HelpBrowserProps } from '../shared/HelpBrowser';
import announcementsEnglish from '../../../i18n/locales/en/ui/announcements.json';
import { registerPart } from '../../../i18n/registry';

registerPart('announcements', announcementsEnglish);

export interface HelpDialogProps extends HelpBrowserProps {
  readonly isOpen: boolean;
  /** The close button, Escape or a click outside (the app goes back to /). */
  readonly onClose: () => void;
}

/**
 * Spec §2 helpModal (/help, optional #term): the help centre's topics with the chosen one's content, opened at the
 * term's topic (the first topic when the term is unknown). Content is server HTML through SafeHtml.
 */
export function HelpDialog({ isOpen, onClose, ...browser }: HelpDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog
      title={t('HelpDialog.title')}
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <HelpBrowser {...browser} />
    </Dialog>
  );
}
