import { AGENT_ACCOUNT_TYPES } from '@atrium/domain/session';
import type { DownlineRow } from '@atrium/domain/agent';
import { sortRebateSettings, type RebateGameType } from '@atrium/domain/rebate';
import type { DownlineListWire, RegisteredDownlineWire, RegisterOptionsWire } from './schemas';

export function toDownlines(wire: DownlineListWire): DownlineRow[] {
  return wire.list.map((d) => ({
    id: d.userId,
    username: d.username,
    kind: AGENT_ACCOUNT_TYPES.includes(d.accountType) ? 'agent' : 'member',
    level: d.level,
    uplineName: d.uplineName,
    joinedAt: d.joinDate,
    lastLoginAt: d.lastLoginTime,
    balanceCents: d.balance,
    status: d.status === 1 ? 'frozen' : 'active',
    teamSize: d.teamSize,
    ...(d.rebates && { rebates: toRebates(d.rebates) }),
  }));
}

export interface RegisteredDownline {
  readonly id: string;
  readonly username: string;
  readonly kind: 'member' | 'agent';
}

export function toRegisteredDownline(wire: RegisteredDownlineWire): RegisteredDownline {
  return {
    id: wire.userId,
    username: wire.username,
    kind: AGENT_ACCOUNT_TYPES.includes(wire.accountType) ? 'agent' : 'member',
  };
}

export interface DownlineRebate {
  readonly gameType: RebateGameType;
  readonly percent: number;
}

export interface RegisterOptions {
  /** Whether the agent may register agents; when not, only members. */
  readonly canCreateAgent: boolean;
  /** The agent's own rate per game kind, in the manual rebate's order: a new downline's rate stays within it. */
  readonly ownRebates: readonly DownlineRebate[];
}

function toRebates(wire: RegisterOptionsWire['rebates']): DownlineRebate[] {
  return sortRebateSettings(
    wire.flatMap((r) => (r.productType === null ? [] : [{ gameType: r.productType, percent: r.rebateRate }])),
  );
}

export function toRegisterOptions(wire: RegisterOptionsWire): RegisterOptions {
  return { canCreateAgent: wire.canCreateAgent, ownRebates: toRebates(wire.rebates) };
}
