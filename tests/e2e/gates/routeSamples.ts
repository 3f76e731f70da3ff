import { ROUTE_TABLE, type RouteEntry } from '@atrium/domain/routes';

/**
 * Every route of the domain's route table (spec §2), as an address to visit: routes that read parameters get a
 * representative one (what resolveRoute reads: a lottery page's gameCode, /rng's vassalage, a promotion or help
 * topic in the hash). Generated from the table, so a route added later is swept by the next run. Shared by the
 * browser gates (routeAddresses.ts) and the app-level fault sweep (packages/app/src/app/routeFaults.test.tsx); no
 * Playwright here, so both can import it.
 */
export interface RouteVisit {
  readonly path: string;
  readonly address: string;
}

function sampleQuery(entry: RouteEntry): string {
  if (entry.purpose === 'vnLottery') return '?gameCode=VN_HCM';
  if (entry.access === 'loginRedirect') return '?gameCode=LOTTO_5D_1';
  if (entry.path === '/rng') return '?vassalage=PG';
  if (entry.purpose === 'promotions') return '#1';
  if (entry.purpose === 'help') return '#deposit';
  return '';
}

export const ALL_ROUTE_VISITS: readonly RouteVisit[] = ROUTE_TABLE.map((entry) => ({
  path: entry.path,
  address: `${entry.path}${sampleQuery(entry)}`,
}));
