import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../primitives/Dialog';
import memberEnglish from '../../../i18n/locales/en/ui/member.json';
import { registerPart } from '../../../i18n/registry';

registerPart('member', memberEnglish);

export interface MemberCentreOverlayProps {
  readonly isOpen: boolean;
  /** Escape, the close button or a click outside: the page behind comes back as it was. */
  readonly onClose: () => void;
  /** The member centre (`MemberCentrePage` with the current page). */
  readonly children: ReactNode;
}

/**
 * Spec §2 "member centre overlay": the member centre over the page the player was on, opened from the header's
 * account menu and its deposit and withdraw buttons. A full-screen sheet on a phone, a wide dialog from the tablet
 * breakpoint up; closing it leaves the player where they were.
 */
export function MemberCentreOverlay({ isOpen, onClose, children }: MemberCentreOverlayProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog
      title={t('MemberCentre.menu')}
      size="wide"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {children}
    </Dialog>
  );
}
