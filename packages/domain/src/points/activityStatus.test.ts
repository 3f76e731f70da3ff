import { describe, expect, it } from 'vitest';
import { ACTIVITY_STATUSES, activityAction, parseActivityStatus } from './activityStatus';

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
