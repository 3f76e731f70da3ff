import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '@atrium/api/errors';
import { queryKeys } from '@atrium/api/queryKeys';
import { launchGame as launchGameCall } from '@atrium/api/games';
import type { Game, GameCategory, Vendor } from '@atrium/domain/games';
import { decideGameLaunch, type GameLaunchParams, type LaunchTarget } from '@atrium/domain/launch';
import { useAuthActions } from '../auth/useAuthActions';
import { useKnownRole } from '../auth/useSession';
import { useApiClient } from '../apiClient';
import { useLanguage } from '../language';
import { handOffSeamless } from './seamlessLaunch';
import { launchStore } from './launchStore';
import { seamlessPath } from './seamless';

export interface GameLaunchValue {
  /** Every §2 launch case for a game card; the login popup for guests, the real-account dialog for trial users. */
  readonly launchGame: (game: Game) => void;
  /**
   * The same for a vendor card or a vendor of the top navigation. `replace` replaces the current history entry
   * when the launch goes to a page (/elott launching its first vendor must not trap the back button).
   */
  readonly launchVendor: (vendor: Vendor, category: GameCategory, options?: LaunchOptions) => void;
}

export interface LaunchOptions {
  readonly replace?: boolean;
}

/** The platform's refusal of a game under maintenance (§8). */
export const GAME_MAINTENANCE_CODE = 'game.maintenance';

/**
 * Starts a game (spec §2 "Game launch by vendor/type", §4 Game start, §8 "Game under maintenance"). The domain's
 * `decideGameLaunch` says where a click goes; this hook carries it out:
 * - login / realAccountRequired: the session guard opens the login popup or the 'real account required' dialog;
 * - route: the lottery pages (TCG_LOTTO_VN, TCG_SEA, LOTT, ELOTT) or the /rng lobby of an RNG vendor;
 * - openGameList: the popup list of the vendor's games (GameLaunchHost shows it);
 * - launchInPlace: the launch call, then the /seamless game page with the game in a frame. One launch at a time:
 *   a click while a launch call is in flight is ignored (a double click never launches twice). A game under
 *   maintenance opens the dialog suggesting hot games; any other failure a toast with its message.
 */
export function useGameLaunch(): GameLaunchValue {
  const client = useApiClient();
  const role = useKnownRole();
  const auth = useAuthActions();
  const { platformLanguage } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const launchInPlace = useCallback(
    (params: GameLaunchParams, options: LaunchOptions, title: string, game: Game | null) => {
      launchStore.setPending(true);
      launchGameCall(client, params)
        .then(
          ({ url }) => {
            launchStore.closeDialog();
            launchStore.setAwaitingReturn(true);
            // The platform records the launch among the recent games.
            void queryClient.invalidateQueries({ queryKey: queryKeys.favourites.recentAll });
            // The URL is handed over in memory, never kept in the history (seamlessLaunch.ts).
            void navigate(seamlessPath(params), {
              state: handOffSeamless({ url, title }),
              replace: options.replace ?? false,
            });
          },
          (error: unknown) => {
            if (isApiError(error) && error.code === GAME_MAINTENANCE_CODE) {
              launchStore.openDialog({ kind: 'maintenance', game });
            } else {
              launchStore.pushToast({
                titleKey: 'ui:Launch.launchFailed',
                descriptionKey: isApiError(error) ? error.messageKey : 'errors:unknown',
              });
            }
          },
        )
        .finally(() => launchStore.setPending(false));
    },
    [client, navigate, queryClient],
  );

  // A launch asked for while the role is pending (a stored token, the member's details not here yet: a trial user
  // looks like a member until then) waits for it, so it is decided with the real role: the trial user gets the
  // real-account dialog where they are, never a page the guard then takes away. The last ask wins.
  const waiting = useRef<{ target: LaunchTarget; options: LaunchOptions } | null>(null);
  const start = useCallback(
    (target: LaunchTarget, options: LaunchOptions = {}) => {
      if (launchStore.get().pending) return;
      if (role === 'pending') {
        waiting.current = { target, options };
        return;
      }
      const decision = decideGameLaunch(target, { role, language: platformLanguage });
      switch (decision.kind) {
        case 'login':
        case 'realAccountRequired':
          // The guard opens what stands in the game's place (the login popup or the real-account dialog).
          auth.guard('startGame');
          return;
        case 'route':
          launchStore.closeDialog();
          void navigate(decision.path, { replace: options.replace ?? false });
          return;
        case 'openGameList': {
          const vendorName =
            target.kind === 'vendor'
              ? target.vendor.displayName
              : (target.game.vendorDisplayName ?? target.game.vendorCode);
          const gameType = target.kind === 'vendor' ? target.vendor.gameType : target.game.gameType;
          launchStore.openDialog({ kind: 'gameList', vendorCode: decision.vendorCode, vendorName, gameType });
          return;
        }
        case 'launchInPlace':
          launchInPlace(
            decision.params,
            options,
            target.kind === 'game' ? target.game.name : target.vendor.displayName,
            target.kind === 'game' ? target.game : null,
          );
      }
    },
    [auth, launchInPlace, navigate, platformLanguage, role],
  );
  useEffect(() => {
    if (role === 'pending' || waiting.current === null) return;
    const { target, options } = waiting.current;
    waiting.current = null;
    start(target, options);
  }, [role, start]);

  return useMemo<GameLaunchValue>(
    () => ({
      launchGame: (game) => start({ kind: 'game', game }),
      // The category is where the card was shown; the domain decides by the vendor itself.
      launchVendor: (vendor, _category, options) => start({ kind: 'vendor', vendor }, options),
    }),
    [start],
  );
}
