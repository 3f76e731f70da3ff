import { ALL_DOWNLINES, type DownlineFilter, type DownlineRow, type DownlineSortKey } from '@atrium/domain/agent';

export type SortDirection = 'asc' | 'desc';

/** What the list shows: the filters and the order (the container keeps it in the address). */
export interface TeamView {
  readonly filter: DownlineFilter;
  readonly sortKey: DownlineSortKey;
  readonly direction: SortDirection;
}

export const DEFAULT_TEAM_VIEW: TeamView = { filter: ALL_DOWNLINES, sortKey: 'username', direction: 'asc' };

/** A new sort key starts the way a reader expects it: names from A, dates and balances from the newest/highest. */
export const FIRST_DIRECTION: Readonly<Record<DownlineSortKey, SortDirection>> = {
  username: 'asc',
  joinedAt: 'desc',
  balance: 'desc',
  lastLoginAt: 'desc',
};

/** How many rows show before "more" is pressed. */
export const PAGE_SIZE = 20;

export const SORTS: readonly { key: DownlineSortKey; label: string }[] = [
  { key: 'username', label: 'AgentTeam.list.sortUsername' },
  { key: 'joinedAt', label: 'AgentTeam.list.sortJoined' },
  { key: 'balance', label: 'AgentTeam.list.sortBalance' },
  { key: 'lastLoginAt', label: 'AgentTeam.list.sortLogin' },
];

export const isSortKey = (value: string): value is DownlineSortKey => SORTS.some((s) => s.key === value);

/** A header pressed again turns its order round; another header starts in its own first direction. */
export function sortedBy(view: TeamView, key: DownlineSortKey): TeamView {
  const direction = key === view.sortKey ? (view.direction === 'asc' ? 'desc' : 'asc') : FIRST_DIRECTION[key];
  return { ...view, sortKey: key, direction };
}

/** Why the details offer no promotion (the domain's canPromote said no): the first rule the downline misses. */
export function promoteBlock(d: DownlineRow): 'agent' | 'indirect' | 'frozen' {
  if (d.kind === 'agent') return 'agent';
  if (d.level !== 1) return 'indirect';
  return 'frozen';
}
