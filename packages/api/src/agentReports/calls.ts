import type { ContractGameKind } from '@atrium/domain/contracts';
import type { ApiClient } from '../client';
import { toTeamBettingPage, type TeamBettingPage } from './mapping';
import { teamBettingSchema } from './schemas';
import { endpointsOf } from '../endpoints';

const area = endpointsOf('agentReports', { needsToken: true });

/** §2 personalHistoryCopy, team betting (assumed call). */
export const teamBettingEndpoint = area.get(
  'teamBetting',
  '/wps/relay/MCSFE_getAgentTeamBettingReport',
  teamBettingSchema,
);

/** A range of instants (both ends included), filters and a page (from 1). */
export interface TeamBettingQuery {
  readonly startMs: number;
  readonly endMs: number;
  /** A downline's username; blank for all. */
  readonly username: string;
  readonly gameKind: ContractGameKind | 'all';
  readonly page: number;
  readonly size: number;
}

export async function getTeamBetting(
  client: ApiClient,
  q: TeamBettingQuery,
  signal?: AbortSignal,
): Promise<TeamBettingPage> {
  const query = {
    startTime: q.startMs,
    endTime: q.endMs,
    username: q.username.trim() || undefined,
    gameType: q.gameKind === 'all' ? undefined : q.gameKind,
    page: q.page,
    size: q.size,
  };
  return toTeamBettingPage(await client.call(teamBettingEndpoint, { query, signal }));
}
