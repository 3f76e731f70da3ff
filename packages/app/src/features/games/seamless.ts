import { GAME_CLIENT_TYPE, GAME_LAUNCH_MODE, type GameLaunchParams, type LaunchPlatform } from '@atrium/domain';

/** What a launch hands the /seamless page through the router's state (never the address bar). */
export interface SeamlessState {
  /** The launch URL (http(s) or same-origin: the api checked it). */
  readonly url: string;
  /** The game's or vendor's name, the frame's accessible title. */
  readonly title: string;
}

export const SEAMLESS_PATH = '/seamless';

/**
 * The /seamless address of a launch: the launch parameters (PROTOCOL.md wire names), never the game's URL, so a
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

/** Whether a state object handed to /seamless is a launch's. */
export function isSeamlessState(value: unknown): value is SeamlessState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.url === 'string' && typeof v.title === 'string';
}
