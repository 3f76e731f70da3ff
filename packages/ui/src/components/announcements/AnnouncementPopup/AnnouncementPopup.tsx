import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { SafeHtml } from '../../primitives/SafeHtml';
import type { AnnouncementItem } from '../shared/types';
import { Item, ItemTitle, Meta, Position, Stepper } from './AnnouncementPopup.styles';
import announcementsEnglish from '../../../i18n/locales/en/ui/announcements.json';
import { registerPart } from '../../../i18n/registry';

registerPart('announcements', announcementsEnglish);

export interface AnnouncementPopupProps {
  readonly isOpen: boolean;
  /** The announcements, in the server's order; nothing shows when empty. */
  readonly items: readonly AnnouncementItem[];
  /** Where it opens (the marquee's notice index); clamped to the list. Remount (key) to open at another index. */
  readonly initialIndex?: number;
  /**
   * §4 "once per session per audience unless closed": the entry popup says that closing it hides it for the rest of
   * the visit. False when it was opened on purpose (from the marquee).
   */
  readonly hidesForSession?: boolean;
  /** The close button, the Close action, Escape or a click outside. */
  readonly onClose: () => void;
}

/** Spec §2 publicModal: the announcement popup, one announcement at a time with previous and next. */
export function AnnouncementPopup({
  isOpen,
  items,
  initialIndex = 0,
  hidesForSession = false,
  onClose,
}: AnnouncementPopupProps) {
  const { t } = useTranslation('ui');
  const last = items.length - 1;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, Math.floor(initialIndex)), Math.max(0, last)));
  const current = items[Math.min(index, last)];
  if (!current) return null;
  const position = Math.min(index, last);
  return (
    <Dialog
      title={t('AnnouncementPopup.title')}
      description={hidesForSession ? t('AnnouncementPopup.hidesForSession') : undefined}
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Item aria-labelledby={`announcement-${current.id}`} aria-live="polite">
        <ItemTitle id={`announcement-${current.id}`}>{current.title}</ItemTitle>
        {current.time && (
          <Meta>
            <time dateTime={current.time.replace(' ', 'T')}>{current.time}</time>
          </Meta>
        )}
        <SafeHtml html={current.html} />
      </Item>
      {items.length > 1 && (
        <Stepper>
          <Button variant="secondary" disabled={position === 0} onClick={() => setIndex(position - 1)}>
            {t('AnnouncementPopup.previous')}
          </Button>
          <Position>{t('AnnouncementPopup.position', { current: position + 1, total: items.length })}</Position>
          <Button variant="secondary" disabled={position === last} onClick={() => setIndex(position + 1)}>
            {t('AnnouncementPopup.next')}
          </Button>
        </Stepper>
      )}
      <Dialog.Footer>
        <Button onClick={onClose}>{t('AnnouncementPopup.close')}</Button>
      </Dialog.Footer>
    </Dialog>
  );
}
