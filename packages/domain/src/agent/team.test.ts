import { describe, expect, it } from 'vitest';
import { ALL_DOWNLINES, canPromote, filterDownlines, rebateProblem, sortDownlines, type DownlineRow } from './team';

const row = (id: string, patch: Partial<DownlineRow> = {}): DownlineRow => ({
  id,
  username: id,
  kind: 'member',
  level: 1,
  uplineName: 'boss',
  joinedAt: 0,
  lastLoginAt: null,
  balanceCents: 0,
  status: 'active',
  teamSize: 0,
  ...patch,
});

const tree = [
  row('Alice', { kind: 'agent', joinedAt: 3, balanceCents: 500, lastLoginAt: 30, teamSize: 1 }),
  row('bob', { level: 2, uplineName: 'Alice', joinedAt: 1, balanceCents: 100 }),
  row('carol', { status: 'frozen', joinedAt: 2, balanceCents: 300, lastLoginAt: 10 }),
  row('dave', { joinedAt: 4, balanceCents: 100, lastLoginAt: 20 }),
];
const names = (rows: readonly DownlineRow[]) => rows.map((r) => r.username);

describe('§2 Team management: search and filters', () => {
  it.each([
    ['everyone', ALL_DOWNLINES, ['Alice', 'bob', 'carol', 'dave']],
    ['search any case, part of the name', { ...ALL_DOWNLINES, search: ' A ' }, ['Alice', 'carol', 'dave']],
    ['agents only', { ...ALL_DOWNLINES, kind: 'agent' }, ['Alice']],
    ['members only', { ...ALL_DOWNLINES, kind: 'member' }, ['bob', 'carol', 'dave']],
    ['direct only drops level 2', { ...ALL_DOWNLINES, directOnly: true }, ['Alice', 'carol', 'dave']],
    ['frozen only', { ...ALL_DOWNLINES, status: 'frozen' }, ['carol']],
    ['no match', { ...ALL_DOWNLINES, search: 'zed' }, []],
  ] as const)('%s', (_, filter, expected) => {
    expect(names(filterDownlines(tree, filter))).toEqual(expected);
  });
});

describe('§2 Team management: sorting', () => {
  it.each([
    ['username asc, any case', 'username', 'asc', ['Alice', 'bob', 'carol', 'dave']],
    ['username desc', 'username', 'desc', ['dave', 'carol', 'bob', 'Alice']],
    ['join date asc', 'joinedAt', 'asc', ['bob', 'carol', 'Alice', 'dave']],
    ['balance desc, ties keep order', 'balance', 'desc', ['Alice', 'carol', 'bob', 'dave']],
    ['last login desc, never last', 'lastLoginAt', 'desc', ['Alice', 'dave', 'carol', 'bob']],
    ['last login asc, never first', 'lastLoginAt', 'asc', ['bob', 'carol', 'dave', 'Alice']],
  ] as const)('%s', (_, key, direction, expected) => {
    expect(names(sortDownlines(tree, key, direction))).toEqual(expected);
  });
});

describe('§6 Promote to agent', () => {
  it.each([
    ['a direct active member', row('a'), true],
    ['an indirect member', row('a', { level: 2 }), false],
    ['an agent already', row('a', { kind: 'agent' }), false],
    ['a frozen member', row('a', { status: 'frozen' }), false],
  ] as const)('%s → %s', (_, downline, expected) => {
    expect(canPromote(downline)).toBe(expected);
  });
});

describe('§2 Add account: rebate bounded by the agent own', () => {
  it.each([
    ['', 1.5, 'required'],
    ['abc', 1.5, 'format'],
    ['1.234', 1.5, 'format'],
    ['-1', 1.5, 'negative'],
    ['1.51', 1.5, 'aboveOwn'],
    ['1.5', 1.5, null],
    ['0', 1.5, null],
    [' 0.25 ', 0.3, null],
    ['1.50', 1.5, null],
    ['0', 0, null],
    ['0.01', 0, 'aboveOwn'],
    ['.5', 1, 'format'],
    ['1,5', 2, 'format'],
  ] as const)('%j with own %s → %s', (typed, own, expected) => {
    expect(rebateProblem(typed, own)).toBe(expected);
  });
});
