import { useTranslation } from 'react-i18next';
import { formatCents } from '../../forms/money';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { PanelText } from '../SaferPlayPage/SaferPlayPage.styles';
import saferPlayEnglish from '../../../i18n/locales/en/ui/saferPlay.json';
import { registerPart } from '../../../i18n/registry';

registerPart('saferPlay', saferPlayEnglish);

export interface RealityCheckDialogProps {
  readonly open: boolean;
  /** Time played this session. */
  readonly playedMs: number;
  /** Wins less stakes this session, in cents: negative is a loss. */
  readonly netCents: number;
  /** The currency symbol the result is shown in. */
  readonly currency?: string;
  readonly onKeepPlaying: () => void;
  readonly onLogOut: () => void;
}

/**
 * The reality check (docs/decisions/0012-safer-play.md): at the interval the member chose, the time played and the
 * session's net result, answered with "keep playing" or "log out". It is a question: Escape and a click outside do
 * not dismiss it.
 */
export function RealityCheckDialog({
  open,
  playedMs,
  netCents,
  currency = '',
  onKeepPlaying,
  onLogOut,
}: RealityCheckDialogProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  // Whole minutes in the reader's own words for them ("75 minutes", "75 分钟"), without a plural table of ours.
  const duration = new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(
    Math.floor(playedMs / 60_000),
  );
  const amount = formatCents(Math.abs(netCents), currency, locale);
  const result =
    netCents < 0
      ? t('RealityCheck.lost', { amount })
      : netCents > 0
        ? t('RealityCheck.won', { amount })
        : t('RealityCheck.even');
  return (
    <Dialog title={t('RealityCheck.title')} isOpen={open} isDismissible={false}>
      <PanelText>{t('RealityCheck.played', { duration })}</PanelText>
      <PanelText>{result}</PanelText>
      <Dialog.Footer>
        <Button variant="secondary" onClick={onLogOut}>
          {t('RealityCheck.logOut')}
        </Button>
        <Button onClick={onKeepPlaying}>{t('RealityCheck.keepPlaying')}</Button>
      </Dialog.Footer>
    </Dialog>
  );
}
