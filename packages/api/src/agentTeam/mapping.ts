import { AGENT_ACCOUNT_TYPES } from '@atrium/domain/session';
import type { DownlineRow } from '@atrium/domain/agent';
import type { DownlineListWire, RegisteredDownlineWire } from './schemas';

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
