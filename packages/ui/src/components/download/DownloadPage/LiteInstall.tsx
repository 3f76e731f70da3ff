import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { CheckIcon, Icon, MoreIcon } from '../../primitives/Icon';
import { IconSteps, Lead, Success } from '../shared/Download.styles';
import downloadEnglish from '../../../i18n/locales/en/ui/download.json';
import { registerPart } from '../../../i18n/registry';

registerPart('download', downloadEnglish);

/** The lite app's install state on this device (the app reads it from the browser). */
export interface LiteInstallState {
  /**
   * `prompt`: the browser offers its own install prompt (Chromium); `steps`: it does not (iOS Safari, Firefox, or
   * the prompt already used), so the player adds the app from the browser's menu; `installed`: the app runs
   * installed, or was installed during this visit.
   */
  readonly kind: 'prompt' | 'steps' | 'installed';
  /** Which steps to show: iOS Safari's Share sheet, or another browser's menu. */
  readonly platform: 'ios' | 'other';
  /** Opens the flow at once: the QR code's address (`?install=lite`) scanned on a phone lands here. */
  readonly isOpenAtStart?: boolean;
  /** Shows the browser's install prompt (kind `prompt`); called from a press, as browsers require. */
  readonly onInstall: () => void;
}

/** iOS Safari's Share button: a box with an arrow leaving it upwards. */
function ShareIcon() {
  return (
    <Icon>
      <path d="M12 3v12" />
      <path d="M8 7l4-4 4 4" />
      <path d="M8 10H6v11h12V10h-2" />
    </Icon>
  );
}

/** "Add to Home Screen": a plus in a rounded square, as iOS and Android draw it. */
function AddToHomeIcon() {
  return (
    <Icon>
      <rect x="4" y="4" width="16" height="16" rx="4" />
      <path d="M12 8v8M8 12h8" />
    </Icon>
  );
}

const STEP_ICONS: Record<LiteInstallState['platform'], readonly (() => ReactElement)[]> = {
  ios: [ShareIcon, AddToHomeIcon, CheckIcon],
  other: [MoreIcon, AddToHomeIcon, CheckIcon],
};

/**
 * Issue 35 "the lite app's QR code and button open the install flow": the browser's install prompt where it exists,
 * otherwise a dialog with the short "Add to Home Screen" steps; once installed, it says so instead.
 */
export function LiteInstall({ kind, platform, isOpenAtStart = false, onInstall }: LiteInstallState) {
  const { t } = useTranslation('ui');
  const [isOpen, setIsOpen] = useState(isOpenAtStart);
  if (kind === 'installed') return <Success role="status">{t('DownloadPage.liteInstalled')}</Success>;
  const install = () => {
    setIsOpen(false);
    onInstall();
  };
  return (
    <>
      <Button onClick={kind === 'prompt' ? onInstall : () => setIsOpen(true)}>{t('DownloadPage.liteInstall')}</Button>
      <Dialog title={t('DownloadPage.liteStepsTitle')} isOpen={isOpen} onOpenChange={setIsOpen}>
        {kind === 'prompt' ? (
          // Opened from the QR code's address: the prompt needs the player's press, so the dialog offers it.
          <Lead>{t('DownloadPage.litePrompt')}</Lead>
        ) : (
          <IconSteps>
            {STEP_ICONS[platform].map((StepIcon, index) => (
              <li key={index}>
                <StepIcon />
                <span>{t(`DownloadPage.${platform === 'ios' ? 'liteIosSteps' : 'liteOtherSteps'}.${index + 1}`)}</span>
              </li>
            ))}
          </IconSteps>
        )}
        <Dialog.Footer>
          {kind === 'prompt' ? (
            <Button onClick={install}>{t('DownloadPage.liteInstall')}</Button>
          ) : (
            <Dialog.Close>
              <Button>{t('DownloadPage.liteDone')}</Button>
            </Dialog.Close>
          )}
        </Dialog.Footer>
      </Dialog>
    </>
  );
}
