import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_PHASES,
  ACTIVITY_STATUSES,
  actionableCounts,
  activityAction,
  activityCall,
  parseActivityStatus,
} from './activityStatus';

describe('§4 Activity statuses: Join, Claim, Applying, Close, Rejected, Issued, Claimed, Process, Joined, Signed, coming soon', () => {
  it.each([
    ['Join', 'join'],
    ['Claim', 'claim'],
    ['Applying', 'applying'],
    ['Close', 'close'],
    ['Rejected', 'rejected'],
    ['Issued', 'issued'],
    ['Claimed', 'claimed'],
    ['Process', 'process'],
    ['Joined', 'joined'],
    ['Signed', 'signed'],
    ['coming soon', 'comingSoon'],
    ['COMING_SOON', 'comingSoon'],
    ['ComingSoon', 'comingSoon'],
    [' JOIN ', 'join'],
    ['Closed', null],
    ['', null],
    [null, null],
    ['hasOwnProperty', null],
  ] as const)('wire %j reads as %j', (raw, expected) => {
    expect(parseActivityStatus(raw)).toBe(expected);
  });

  it('every status the spec lists is read', () => {
    expect(ACTIVITY_STATUSES).toHaveLength(11);
  });

  it.each([
    ['join', 'join'],
    ['claim', 'claim'],
    ['applying', null],
    ['close', null],
    ['rejected', null],
    ['issued', null],
    ['claimed', null],
    ['process', null],
    ['joined', null],
    ['signed', null],
    ['comingSoon', null],
  ] as const)('in status %s the player can %j (only Join and Claim are actionable)', (status, action) => {
    expect(activityAction(status)).toBe(action);
  });
});

describe('§4 / §7 the call each action makes, by kind of activity', () => {
  it.each([
    ['signup', 'join', 'join'],
    ['mission', 'join', 'join'],
    ['raffle', 'join', null],
    ['signup', 'claim', 'requestReward'],
    ['mission', 'claim', 'requestReward'],
    ['raffle', 'claim', 'claimRaffle'],
    ['signup', 'applying', null],
    ['raffle', 'claimed', null],
    ['mission', 'process', null],
    ['signup', 'comingSoon', null],
  ] as const)('a %s in status %s calls %j', (kind, status, call) => {
    expect(activityCall(kind, status)).toBe(call);
  });

  it('every status has a phase; only the actionable ones are open', () => {
    for (const status of ACTIVITY_STATUSES) {
      expect(ACTIVITY_PHASES[status] === 'open').toBe(activityAction(status) !== null);
    }
  });

  it.each([
    ['applying', 'pending'],
    ['process', 'pending'],
    ['joined', 'done'],
    ['signed', 'done'],
    ['issued', 'done'],
    ['claimed', 'done'],
    ['rejected', 'refused'],
    ['close', 'ended'],
    ['comingSoon', 'upcoming'],
  ] as const)('%s reads as %s', (status, phase) => {
    expect(ACTIVITY_PHASES[status]).toBe(phase);
  });
});

describe('§2 badges: what waits for the player in the reward centre and on the missions page', () => {
  it.each([
    ['nothing at all', [], { rewards: 0, missions: 0 }],
    [
      'a promotion to join and a raffle to claim count as rewards',
      [
        { kind: 'signup', status: 'join' },
        { kind: 'raffle', status: 'claim' },
      ],
      { rewards: 2, missions: 0 },
    ],
    [
      'a mission to claim counts as a mission; one in progress does not',
      [
        { kind: 'mission', status: 'claim' },
        { kind: 'mission', status: 'process' },
      ],
      { rewards: 0, missions: 1 },
    ],
    [
      'what is reviewed, paid, ended or not started counts nowhere',
      [
        { kind: 'signup', status: 'applying' },
        { kind: 'signup', status: 'claimed' },
        { kind: 'raffle', status: 'claimed' },
        { kind: 'signup', status: 'close' },
        { kind: 'signup', status: 'comingSoon' },
        { kind: 'raffle', status: 'join' },
      ],
      { rewards: 0, missions: 0 },
    ],
  ] as const)('%s', (_rule, activities, expected) => {
    expect(actionableCounts(activities)).toEqual(expected);
  });
});
