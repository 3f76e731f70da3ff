import type { DownlineRow } from '@atrium/domain/agent';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);

const row = (id: string, username: string, patch: Partial<DownlineRow> = {}): DownlineRow => ({
  id,
  username,
  kind: 'member',
  level: 1,
  uplineName: 'teamagent1',
  joinedAt: NOW - 30 * DAY,
  lastLoginAt: NOW - DAY,
  balanceCents: 10_000,
  status: 'active',
  teamSize: 0,
  ...patch,
});

export const STORY_DOWNLINES: readonly DownlineRow[] = [
  row('a-1', 'subagentnorth', { kind: 'agent', teamSize: 1, balanceCents: 1_234_567 }),
  row('m-1', 'teamdown1a'),
  row('m-2', 'teamdown1b', { status: 'frozen', lastLoginAt: null }),
  row('m-3', 'northmember', { level: 2, uplineName: 'subagentnorth', balanceCents: 50 }),
];
