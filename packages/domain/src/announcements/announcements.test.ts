import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ANNOUNCEMENT_KINDS,
  ANNOUNCEMENT_KIND_FIELDS,
  announcementAudiences,
  announcementMarkerAfterClose,
  announcementRequest,
  announcementsForAudience,
  parseAnnouncementAudiences,
  isAnnouncementPopupClosed,
  parseAnnouncementMarker,
  shouldShowAnnouncementPopup,
} from './announcements';

const popups = [
  { id: 1, execution: 'B' },
  { id: 2, execution: 'A' },
  { id: 3, execution: 'F' },
  { id: 4, execution: 'user' },
  { id: 5, execution: 'anonymous' },
  { id: 6, execution: 'A,F' },
  { id: 7, execution: 'Z' },
  { id: 8 },
];

describe('§4 Announcement popup: "Filtered: B for guests; A for members, plus F for first login"', () => {
  it.each([
    [false, false, ['B'], [1, 5]],
    [false, true, ['B'], [1, 5]],
    [true, false, ['A'], [2, 4, 6]],
    [true, true, ['A', 'F'], [2, 3, 4, 6]],
  ])('logged in %s, first login %s: audiences %j, popups %j', (isLoggedIn, isFirstLogin, audiences, ids) => {
    expect(announcementAudiences({ isLoggedIn, isFirstLogin })).toEqual(audiences);
    expect(announcementsForAudience(popups, { isLoggedIn, isFirstLogin }).map((p) => p.id)).toEqual(ids);
  });

  it.each([
    ['A', ['A']],
    ['b', ['B']],
    ['F', ['F']],
    ['USER', ['A']],
    ['Anonymous', ['B']],
    ['A, F', ['A', 'F']],
    ['X', []],
    ['', []],
    [null, []],
    [3, []],
  ])('§3 "execution (A, B, F, or user/anonymous audience)": %j reads as %j', (execution, expected) => {
    expect([...parseAnnouncementAudiences(execution)].sort()).toEqual(expected);
  });
});

describe('§4 "once per session per audience unless closed (marker in session)"', () => {
  it.each([
    [null, false, 2, true, 'guest, nothing closed'],
    [null, true, 2, true, 'member, nothing closed'],
    ['B', false, 2, false, 'guest closed the guest popup'],
    ['B', true, 2, true, '"Refreshed on … login": the member popup opens after the guest one was closed'],
    ['B,A', true, 2, false, 'member closed it too'],
    ['A', false, 1, true, 'only the member popup was closed'],
    [null, false, 0, false, 'nothing to show'],
    ['true', false, 1, true, 'an unreadable marker counts as nothing closed'],
  ])('marker %j, logged in %s, %s matching: show %s (%s)', (marker, isLoggedIn, matchingCount, expected, _why) => {
    expect(shouldShowAnnouncementPopup({ marker, isLoggedIn, matchingCount })).toBe(expected);
  });

  it.each([
    [null, false, false],
    ['B', false, true],
    ['B', true, false],
    ['B,A', true, true],
    ['A', false, false],
    ['true', true, false],
  ])('marker %j, logged in %s: this audience closed its popup %s', (marker, isLoggedIn, expected) => {
    expect(isAnnouncementPopupClosed(marker, isLoggedIn)).toBe(expected);
  });

  it.each([
    [null, false, 'B'],
    [null, true, 'A'],
    ['B', true, 'B,A'],
    ['A', false, 'B,A'],
    ['A', true, 'A'],
    ['junk', false, 'B'],
  ])('closing with marker %j, logged in %s, stores %j', (marker, isLoggedIn, expected) => {
    expect(announcementMarkerAfterClose(marker, isLoggedIn)).toBe(expected);
  });

  it('property: once closed, the same audience never sees the popup again that session', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string()),
        fc.boolean(),
        fc.array(fc.boolean()),
        fc.integer({ min: 1, max: 20 }),
        (start, isLoggedIn, later, count) => {
          let marker = announcementMarkerAfterClose(start, isLoggedIn);
          for (const other of later) marker = announcementMarkerAfterClose(marker, other);
          expect(shouldShowAnnouncementPopup({ marker, isLoggedIn, matchingCount: count })).toBe(false);
          expect(parseAnnouncementMarker(marker).has(isLoggedIn ? 'A' : 'B')).toBe(true);
        },
      ),
    );
  });
});

describe('§7 "Announcements: types B,PL,PU,PR,H (or B,PL,PU,PR with execution B)"', () => {
  it('the five kinds', () => {
    expect(ANNOUNCEMENT_KINDS).toEqual(['B', 'PL', 'PU', 'PR', 'H']);
    expect(ANNOUNCEMENT_KIND_FIELDS).toEqual({ B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion' });
  });

  it.each([
    [false, { types: ['B', 'PL', 'PU', 'PR'], execution: 'B' }],
    [true, { types: ['B', 'PL', 'PU', 'PR', 'H'], execution: null }],
  ])('logged in %s asks for %o', (isLoggedIn, expected) => {
    expect(announcementRequest(isLoggedIn)).toEqual(expected);
  });
});
