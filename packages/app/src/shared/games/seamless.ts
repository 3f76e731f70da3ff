import { GAME_CLIENT_TYPE, GAME_LAUNCH_MODE, type GameLaunchParams, type LaunchPlatform } from '@atrium/domain/launch';
import { SEAMLESS_PATH } from './seamlessLaunch';

export { SEAMLESS_PATH };

/**
 * The /seamless address of a launch: the launch parameters (docs/protocol.md wire names), never the game's URL, so a
 * shared or reloaded address launches the game anew through the platform and no link can frame another site.
 */
export function seamlessPath(params: GameLaunchParams): string {
  const query = new URLSearchParams();
  query.set('vassalage', params.vassalage);
  if (params.nodeId !== null) query.set('nodeId', String(params.nodeId));
  if (params.gameId !== null) query.set('gameId', params.gameId);
  return `${SEAMLESS_PATH}?${query.toString()}`;
}

/** The launch parameters of a /seamless address, or null when it names no game. */
export function seamlessParams(
  search: string,
  options: { readonly language: string; readonly platform?: LaunchPlatform },
): GameLaunchParams | null {
  const query = new URLSearchParams(search);
  const vassalage = query.get('vassalage')?.trim() ?? '';
  if (vassalage === '') return null;
  const rawNodeId = query.get('nodeId');
  const nodeId = rawNodeId !== null && /^\d+$/.test(rawNodeId) ? Number(rawNodeId) : null;
  const gameId = query.get('gameId')?.trim() || null;
  return {
    gameId,
    nodeId,
    vassalage,
    launchMode: GAME_LAUNCH_MODE,
    accountType: 1,
    platform: options.platform ?? 'html5-desktop',
    clientType: GAME_CLIENT_TYPE,
    language: options.language,
  };
}
