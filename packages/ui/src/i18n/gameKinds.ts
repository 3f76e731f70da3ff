import { CONTRACT_GAME_KINDS } from '@atrium/domain/contracts';

/**
 * One name per game kind (docs/glossary.md "Game kinds"): the contract, rebate and record kinds (LIVE, RNG, CONS,
 * SPORTS, LOTT, FISH, ELOTT, PVP) and the lobby categories that denote the same kinds are all named from the one
 * `GameKind.*` part (locales/<lang>/ui/gameKinds.json), so a kind never reads differently from one page to the next.
 * The part ships with the first paint because the header and the home page name categories too.
 */
export const GAME_KINDS = [...CONTRACT_GAME_KINDS, 'ESPORTS', 'BGS', 'COCKFIGHT'] as const;

export type GameKindName = (typeof GAME_KINDS)[number];

export function isGameKindName(value: string): value is GameKindName {
  return (GAME_KINDS as readonly string[]).includes(value);
}

/** The catalog key of a kind's name: the only key any component reads a game kind's name from. */
export function gameKindKey(kind: GameKindName): `GameKind.${GameKindName}` {
  return `GameKind.${kind}`;
}

/** The key naming an entry of a menu that mixes game kinds with its own entries (HOME, HOT, ALL…). */
export function entryKey(entry: string, ownKeys: string): string {
  return isGameKindName(entry) ? gameKindKey(entry) : `${ownKeys}.${entry}`;
}

/** The points mall's play types are game kinds under lower-case names (domain `PointType`). */
const POINT_TYPE_KINDS: Readonly<Record<string, GameKindName>> = {
  live: 'LIVE',
  lottery: 'LOTT',
  pvp: 'PVP',
  rng: 'RNG',
  sports: 'SPORTS',
};

/** The key naming a points type: a play type by its game kind's name, `redeem` and `deposit` by their own. */
export function pointTypeKey(type: string): string {
  const kind = POINT_TYPE_KINDS[type];
  return kind ? gameKindKey(kind) : `Points.type.${type}`;
}
