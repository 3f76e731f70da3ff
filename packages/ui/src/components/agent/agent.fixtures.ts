import { createDemoPlatform, teamOverviewOf } from '@atrium/api/demo';
import { dateRangePreset } from '@atrium/domain/format';
import type { TeamFigures } from './AgentTeamOverview';

/** Story fixtures from the demo platform (docs/conventions.md "Fixtures come from the demo platform's factories"). */

/** 2026-11-26 10:00 UTC: the stories' "now", so the presets never depend on the day they run. */
export const STORY_NOW = Date.UTC(2026, 10, 26, 10, 0, 0);

const platform = createDemoPlatform({ now: () => STORY_NOW });
const agent = platform.accountById('a-2001');

function figuresFor(preset: 'today' | 'past7' | 'past30'): TeamFigures {
  if (!agent) throw new Error('the demo platform has no agent a-2001');
  return teamOverviewOf(platform, agent, dateRangePreset(preset, STORY_NOW, 0));
}

/** The demo agent's team over the past 7 and 30 days (worked out from its downline tree). */
export const TEAM_PAST_7: TeamFigures = figuresFor('past7');
export const TEAM_PAST_30: TeamFigures = figuresFor('past30');

export const PAST_7 = dateRangePreset('past7', STORY_NOW, 0);

/** A team of no one yet: a new agent. */
export const EMPTY_TEAM: TeamFigures = {
  teamSize: 0,
  directCount: 0,
  newMembers: 0,
  activeMembers: 0,
  depositCents: 0,
  withdrawalCents: 0,
  validBetCents: 0,
  profitLossCents: 0,
  incomeCents: 0,
};
