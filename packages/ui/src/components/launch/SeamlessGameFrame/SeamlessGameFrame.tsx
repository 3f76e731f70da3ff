import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Spinner } from '../../primitives/Spinner';
import type { LaunchLoadStatus } from '../shared/types';
import { gameFrameSandbox, isFramableGameUrl } from './gameFrameSandbox';
import { Bar, Frame, Page, Placeholder, Title } from './SeamlessGameFrame.styles';
import launchEnglish from '../../../i18n/locales/en/ui/launch.json';
import { registerPart } from '../../../i18n/registry';
import launchDialogsEnglish from '../../../i18n/locales/en/ui/launchDialogs.json';

registerPart('launchDialogs', launchDialogsEnglish);

registerPart('launch', launchEnglish);

export interface SeamlessGameFrameProps {
  /** The game's (or vendor's) name: the page heading and the frame's accessible title. */
  readonly title: string;
  /** The launch URL; shown only when http(s) (or a path of the page's origin). */
  readonly url: string | null;
  /** loading: the launch is under way; error: it failed (retry launches again). */
  readonly status: LaunchLoadStatus;
  readonly errorKey?: string;
  readonly onRetry?: () => void;
  /** Leaves the game (back where the player came from). */
  readonly onExit: () => void;
  /** The app's origin; `window.location.origin` by default. */
  readonly pageOrigin?: string;
}

/**
 * §2 /seamless: the game launched in place, in a frame as large as the page allows (the route has no footer and no
 * side menu), under a bar with the game's name and a way back. The frame's sandbox is as tight as a game allows
 * (`gameFrameSandbox`); an address that is not http(s) is never framed.
 */
export function SeamlessGameFrame({
  title,
  url,
  status,
  errorKey,
  onRetry,
  onExit,
  pageOrigin = globalThis.location?.origin ?? '',
}: SeamlessGameFrameProps) {
  const { t } = useTranslation('ui');
  const canFrame = status === 'ready' && url !== null && isFramableGameUrl(url, pageOrigin);
  return (
    <Page aria-busy={status === 'loading' ? 'true' : undefined}>
      <Bar>
        <Title>{title || t('SeamlessGameFrame.untitled')}</Title>
        <Button variant="secondary" onClick={onExit}>
          {t('SeamlessGameFrame.exit')}
        </Button>
      </Bar>
      {canFrame ? (
        <Frame
          src={url}
          title={t('SeamlessGameFrame.frameTitle', { game: title || t('SeamlessGameFrame.untitled') })}
          sandbox={gameFrameSandbox(url, pageOrigin)}
          allow="fullscreen; autoplay"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : status === 'loading' ? (
        <Placeholder>
          <Spinner label={t('SeamlessGameFrame.launching')} />
        </Placeholder>
      ) : status === 'error' ? (
        <ErrorState messageKey={errorKey ?? 'errors:unknown'} {...(onRetry ? { onRetry } : {})} />
      ) : (
        // No game to show (opened without a launch, or an address that cannot be framed): not an error to retry;
        // the bar's button leads back.
        <EmptyState message={t('SeamlessGameFrame.noGame')} />
      )}
    </Page>
  );
}
