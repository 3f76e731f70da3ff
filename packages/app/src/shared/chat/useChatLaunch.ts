import { chatLaunchMutationOptions } from '@atrium/api/live';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../auth/useSession';
import { useApiClient } from '../apiClient';
import { useBrand } from '../brand';
import { useColourMode } from '../colourMode';
import { useSubmit } from '../submit';

/** §9 the service window: 440x750, one named window reused by every launch. */
export const CHAT_WINDOW_NAME = 'atrium-chat';
export const CHAT_WINDOW_FEATURES = 'width=440,height=750';
/** Narrower than a tablet (the theme's 768 px breakpoint) the chat opens in the page instead of a window. */
export const CHAT_IN_PLACE_BELOW_PX = 768;

export interface ChatLaunch {
  /**
   * Launches the chat room (§7 CBS_launchChat). In a window of its own without an opener, opened on the press itself
   * (popup blockers allow that) and sent to the address once the platform gives it; with `allowInPlace`, on a phone
   * or when the window is blocked, the address is kept as `inPlaceUrl` for the page to show. A press while one launch
   * is in flight does nothing.
   */
  readonly open: (options?: { readonly allowInPlace?: boolean; readonly onFailed?: () => void }) => void;
  readonly isOpening: boolean;
  /** The last launch failed (the service window it opened is closed again). */
  readonly hasFailed: boolean;
  readonly inPlaceUrl: string | null;
  readonly closeInPlace: () => void;
}

/** §2 chat room (CBS3) and the live show's models: the one way the app opens the chat. */
export function useChatLaunch(): ChatLaunch {
  const client = useApiClient();
  const brand = useBrand();
  const session = useSession();
  const { mode } = useColourMode();
  const { mutateAsync } = useMutation(chatLaunchMutationOptions(client));
  const [inPlaceUrl, setInPlaceUrl] = useState<string | null>(null);
  const [hasFailed, setFailed] = useState(false);

  const launch = useSubmit(async (allowInPlace: boolean, onFailed?: () => void) => {
    setFailed(false);
    const inPlace = allowInPlace && window.innerWidth < CHAT_IN_PLACE_BELOW_PX;
    const chatWindow = inPlace ? null : window.open('', CHAT_WINDOW_NAME, CHAT_WINDOW_FEATURES);
    if (chatWindow) chatWindow.opener = null;
    try {
      const { target } = await mutateAsync({
        title: brand.name,
        headerColor: brand.theme.modes[mode].color.accent.base,
        isLoggedIn: session.isLoggedIn,
      });
      const url = target.kind === 'internal' ? target.path : target.url;
      if (chatWindow) chatWindow.location.href = url;
      else if (allowInPlace) setInPlaceUrl(url);
    } catch {
      chatWindow?.close();
      setFailed(true);
      onFailed?.();
    }
  });

  return {
    open: (options) => launch.run(options?.allowInPlace ?? false, options?.onFailed),
    isOpening: launch.isPending,
    hasFailed,
    inPlaceUrl,
    closeInPlace: () => setInPlaceUrl(null),
  };
}
