import { LoadErrorPage } from '@atrium/ui/system';
import { ChunkLoadTimeoutError, isChunkLoadError } from '../../shared/lazy/chunkTimeout';
import { ConnectivityNoticeContainer } from './ConnectivityNoticeContainer';

export interface RouteLoadErrorContainerProps {
  /** What went wrong: a chunk that failed or timed out, or anything a page threw. */
  readonly error: unknown;
  /** How a retry starts again: a fresh load of the page fetches every part of the app anew. Injectable for tests. */
  readonly reload?: (() => void) | undefined;
}

/**
 * What a route's error boundary shows (RouteErrorBoundary, spec §8): a part of the app that could not be loaded (a
 * lazy route's chunk failed or took longer than 120 s), or a route that broke while rendering, shows the load error
 * with retry, never a blank page. Retry reloads the page: a failed lazy import is remembered for the life of the page
 * (shared/lazy/lazyPage.tsx), and so may be the browser's module map, so only a fresh load really re-attempts the import.
 */
export function RouteLoadErrorContainer({
  error,
  reload = () => window.location.reload(),
}: RouteLoadErrorContainerProps) {
  const messageKey =
    error instanceof ChunkLoadTimeoutError
      ? 'errors:timeout'
      : isChunkLoadError(error)
        ? 'errors:network'
        : 'errors:unknown';
  return (
    <>
      <ConnectivityNoticeContainer />
      <LoadErrorPage messageKey={messageKey} onRetry={reload} mirrorsHref="/mirrors" />
    </>
  );
}
