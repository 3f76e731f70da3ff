import { useRouteError } from 'react-router';
import { LoadErrorPage } from '@atrium/ui';
import { ChunkLoadTimeoutError, isChunkLoadError } from '../../app/chunkTimeout';
import { ConnectivityNotice } from './ConnectivityNotice';

/** How a retry starts again: a fresh load of the page fetches every part of the app anew. Injectable for tests. */
export interface RouteLoadErrorProps {
  readonly reload?: () => void;
}

/**
 * The router's error element (spec §8): a part of the app that could not be loaded (a lazy route's chunk failed or
 * took longer than 120 s), or a route that broke while rendering, shows the load error with retry, never a blank
 * page. Retry reloads the page: the router remembers a failed lazy import for the life of the page, and so may the
 * browser's module map, so only a fresh load really re-attempts the import.
 */
export function RouteLoadError({ reload = () => window.location.reload() }: RouteLoadErrorProps) {
  const error = useRouteError();
  const messageKey =
    error instanceof ChunkLoadTimeoutError
      ? 'errors:timeout'
      : isChunkLoadError(error)
        ? 'errors:network'
        : 'errors:unknown';
  return (
    <>
      <ConnectivityNotice />
      <LoadErrorPage messageKey={messageKey} onRetry={reload} />
    </>
  );
}
