import type { Game } from '@atrium/domain/games';

// ---------------------------------------------------------------------------------------------------------------
// Add (POST) and remove (DELETE) with `{ nodeId, vendor, gameType }`

/** §3 "Favourite payload: nodeId, vendor, gameType". */
export interface FavouritePayload {
  readonly nodeId: number;
  readonly vendor: string;
  readonly gameType: string;
}

export type FavouriteTarget = Pick<Game, 'nodeId' | 'vendorCode' | 'gameType'>;
