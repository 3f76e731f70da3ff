import type { RebateGameType } from '../rebate/rebate';
/**
 * Team management's rules (spec §2 downlineManagmentView, §6 agent role): which downlines a search and the filters
 * keep, in which order, who may be promoted to agent, and the rebate a new downline may be given.
 */

export type DownlineKind = 'member' | 'agent';
export type DownlineStatus = 'active' | 'frozen';
export type DownlineSortKey = 'username' | 'joinedAt' | 'balance' | 'lastLoginAt';

export interface DownlineRow {
  readonly id: string;
  readonly username: string;
  readonly kind: DownlineKind;
  /** 1 for a direct downline, 2 for a downline's downline, and so on. */
  readonly level: number;
  readonly uplineName: string;
  readonly joinedAt: number;
  readonly lastLoginAt: number | null;
  readonly balanceCents: number;
  readonly status: DownlineStatus;
  /** Everyone under an agent downline, at any depth; 0 for a member. */
  readonly teamSize: number;
  /** The rebate rate per game kind, in percent, the downline was registered with (absent when unknown). */
  readonly rebates?: readonly { readonly gameType: RebateGameType; readonly percent: number }[];
}

export interface DownlineFilter {
  /** Part of a username, any case; blank keeps everyone. */
  readonly search: string;
  readonly kind: DownlineKind | 'all';
  readonly directOnly: boolean;
  readonly status: DownlineStatus | 'all';
}

export const ALL_DOWNLINES: DownlineFilter = { search: '', kind: 'all', directOnly: false, status: 'all' };

export function filterDownlines(rows: readonly DownlineRow[], filter: DownlineFilter): DownlineRow[] {
  const needle = filter.search.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (needle === '' || row.username.toLowerCase().includes(needle)) &&
      (filter.kind === 'all' || row.kind === filter.kind) &&
      (!filter.directOnly || row.level === 1) &&
      (filter.status === 'all' || row.status === filter.status),
  );
}

/**
 * A stable order by one key; usernames compare by code point so every locale sorts the same; a downline that never
 * signed in sorts as the oldest login. Ties keep the server's order.
 */
export function sortDownlines(
  rows: readonly DownlineRow[],
  key: DownlineSortKey,
  direction: 'asc' | 'desc',
): DownlineRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  const compare = (a: DownlineRow, b: DownlineRow): number => {
    switch (key) {
      case 'username':
        return a.username.toLowerCase() < b.username.toLowerCase()
          ? -1
          : a.username.toLowerCase() > b.username.toLowerCase()
            ? 1
            : 0;
      case 'joinedAt':
        return a.joinedAt - b.joinedAt;
      case 'balance':
        return a.balanceCents - b.balanceCents;
      case 'lastLoginAt':
        return (a.lastLoginAt ?? -Infinity) - (b.lastLoginAt ?? -Infinity) || 0;
    }
  };
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => sign * compare(a.row, b.row) || a.index - b.index)
    .map(({ row }) => row);
}

/** Only a direct member downline can be made an agent; the server refuses anyone else. */
export function canPromote(row: Pick<DownlineRow, 'kind' | 'level' | 'status'>): boolean {
  return row.kind === 'member' && row.level === 1 && row.status === 'active';
}

export type RebateProblem = 'required' | 'format' | 'negative' | 'aboveOwn';

/**
 * A rebate percentage typed for a new downline, per game kind: a number with at most two decimals, from 0 up to
 * the agent's own rate for that kind (an agent never gives more than it gets). Null when it is acceptable.
 */
export function rebateProblem(typed: string, ownPercent: number): RebateProblem | null {
  const text = typed.trim();
  if (text === '') return 'required';
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return 'format';
  const value = Number(text);
  if (value < 0) return 'negative';
  if (Math.round(value * 100) > Math.round(ownPercent * 100)) return 'aboveOwn';
  return null;
}
