import type { DemoPlatform } from './platform';

/**
 * The account's own games on the demo platform: favourites and recent games, per account, newest first, kept in
 * the platform's `accountGames` area (one per platform instance).
 */

/** The recent games kept per account. */
export const DEMO_RECENT_LIMIT = 60;
/** The most favourites an account may keep (designed; beyond it the platform refuses with operation.not.allowed). */
export const DEMO_FAVOURITES_LIMIT = 500;

export interface AccountGames {
  /** Node ids, newest first. */
  favourites(accountId: string): number[];
  recent(accountId: string): number[];
  recordLaunch(accountId: string, nodeId: number): void;
}

export function accountGames(platform: DemoPlatform): AccountGames {
  return platform.area('accountGames', () => {
    const favourites = new Map<string, number[]>();
    const recent = new Map<string, number[]>();
    const of = (map: Map<string, number[]>, id: string) => {
      let list = map.get(id);
      if (!list) {
        list = [];
        map.set(id, list);
      }
      return list;
    };
    return {
      favourites: (id) => of(favourites, id),
      recent: (id) => of(recent, id),
      recordLaunch(id, nodeId) {
        const list = of(recent, id);
        const at = list.indexOf(nodeId);
        if (at >= 0) list.splice(at, 1);
        list.unshift(nodeId);
        list.length = Math.min(list.length, DEMO_RECENT_LIMIT);
      },
    };
  });
}
