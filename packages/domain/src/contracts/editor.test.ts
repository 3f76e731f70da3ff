import { describe, expect, it } from 'vitest';
import type { ContractOfferState, ContractType } from './contracts';
import {
  CONTRACT_TIER_FIELDS,
  MAX_TIERS_PER_GAME,
  checkContractTiers,
  contractHasPeriod,
  contractHasRateType,
  contractStatusWord,
  uplineContractActions,
  validateContractDraft,
  type ContractDraft,
  type ContractDraftResult,
  type ContractTierNumbers,
  type UplineContractAction,
} from './editor';

describe('§3 the terms of each contract type: tiers per game kind, period, rate type', () => {
  it.each<[ContractType, string[], boolean, boolean]>([
    ['dividend', ['minimumBet', 'netLoss', 'activeMember', 'contractRate'], true, false],
    ['dailySalary', ['betVolume', 'activeMember', 'rate'], false, true],
    ['hourlySalary', ['minimumBet', 'activeMember', 'rate'], false, true],
    ['realtimeSalary', ['betAmount', 'winRate', 'lossRate'], false, false],
  ])('%s: tiers %j, period %s, rate type %s', (type, fields, period, rateType) => {
    expect(CONTRACT_TIER_FIELDS[type]).toEqual(fields);
    expect(contractHasPeriod(type)).toBe(period);
    expect(contractHasRateType(type)).toBe(rateType);
  });
});

const daily = (betVolume: number, rate: number, extra: Partial<ContractTierNumbers> = {}): ContractTierNumbers => ({
  gameType: 'LIVE',
  betVolume,
  activeMember: 3,
  rate,
  rateType: 'P',
  ...extra,
});

describe('§3 / §4 an offer’s rules (issues as path → error)', () => {
  const issues = (...args: Parameters<typeof checkContractTiers>) =>
    checkContractTiers(...args).map((i) => `${i.path} ${i.error}${i.limit === undefined ? '' : ` ${i.limit}`}`);

  it.each<[string, ContractTierNumbers[], number | null, string[]]>([
    ['two ascending tiers', [daily(1_000, 0.5), daily(5_000, 1)], null, []],
    ['no tier at all', [], null, ['tiers noTiers']],
    [
      'a threshold equal to the tier before',
      [daily(1_000, 0.5), daily(1_000, 1)],
      null,
      ['LIVE.1.betVolume notAscending'],
    ],
    [
      'a threshold lower than the tier before',
      [daily(5_000, 0.5), daily(1_000, 1)],
      null,
      ['LIVE.1.betVolume notAscending'],
    ],
    ['kinds ascend each on their own', [daily(5_000, 1), daily(1_000, 1, { gameType: 'RNG' })], null, []],
    ['a percent of 0', [daily(1_000, 0)], null, ['LIVE.0.rate rateOutOfBounds 100']],
    ['a percent above 100', [daily(1_000, 100.5)], null, ['LIVE.0.rate rateOutOfBounds 100']],
    ['a percent of exactly 100', [daily(1_000, 100)], null, []],
    ['a fixed salary above 100 (an amount, not a percent)', [daily(1_000, 250, { rateType: 'F' })], null, []],
    ['a fixed salary of 0', [daily(1_000, 0, { rateType: 'F' })], null, ['LIVE.0.rate rateOutOfBounds 100']],
    ['a negative bet', [daily(-1, 1)], null, ['LIVE.0.betVolume negative']],
    ['three decimals of money', [daily(1.005, 1)], null, ['LIVE.0.betVolume tooManyDecimals']],
    ['a fraction of a member', [daily(1_000, 1, { activeMember: 2.5 })], null, ['LIVE.0.activeMember notWholeNumber']],
    [
      'a missing term',
      [{ gameType: 'LIVE', betVolume: 10, rate: 1, rateType: 'P' }],
      null,
      ['LIVE.0.activeMember required'],
    ],
    ['a rate above the agent’s own 1 %', [daily(1_000, 1.2)], 1, ['LIVE.0.rate aboveOwnRate 1']],
    ['a rate equal to the agent’s own', [daily(1_000, 1)], 1, []],
    ['a fixed salary is not compared with the own percent', [daily(1_000, 30, { rateType: 'F' })], 1, []],
  ])('daily salary, %s → %j', (_case, tiers, ownRate, expected) => {
    expect(issues('dailySalary', null, tiers, ownRate)).toEqual(expected);
  });

  it.each<[string, ContractType, ContractTierNumbers[], number | null, string[]]>([
    [
      'dividend without a period',
      'dividend',
      [{ gameType: 'LIVE', minimumBet: 1, netLoss: 1, activeMember: 1, contractRate: 20 }],
      null,
      ['period periodRequired'],
    ],
    [
      'dividend share above the agent’s own 25 %',
      'dividend',
      [{ gameType: 'SPORTS', minimumBet: 1, netLoss: 1, activeMember: 1, contractRate: 30 }],
      25,
      ['period periodRequired', 'SPORTS.0.contractRate aboveOwnRate 25'],
    ],
    [
      'real-time win and loss rates both checked against the own rate',
      'realtimeSalary',
      [{ gameType: 'FISH', betAmount: 100, winRate: 0.5, lossRate: 0.2 }],
      0.3,
      ['FISH.0.winRate aboveOwnRate 0.3'],
    ],
    [
      'hourly: too many tiers in one kind',
      'hourlySalary',
      Array.from({ length: MAX_TIERS_PER_GAME + 1 }, (_, i) => ({
        gameType: 'LOTT' as const,
        minimumBet: (i + 1) * 100,
        activeMember: 1,
        rate: 0.1,
        rateType: 'P' as const,
      })),
      null,
      [`LOTT.tiers tooManyTiers ${MAX_TIERS_PER_GAME}`],
    ],
  ])('%s', (_case, type, tiers, ownRate, expected) => {
    expect(issues(type, null, tiers, ownRate)).toEqual(expected);
  });

  it('a dividend with its period and ascending tiers passes', () => {
    const tier = (minimumBet: number, contractRate: number): ContractTierNumbers => ({
      gameType: 'LIVE',
      minimumBet,
      netLoss: 100,
      activeMember: 2,
      contractRate,
    });
    expect(checkContractTiers('dividend', 'W', [tier(100, 10), tier(200, 20)], 25)).toEqual([]);
  });
});

describe('the editor’s draft: typed text checked, numbers sent in the game kinds’ order, typed values kept', () => {
  const draft: ContractDraft = {
    type: 'dailySalary',
    period: 'M',
    games: [
      { gameKind: 'SPORTS', rateType: 'F', tiers: [{ betVolume: '5000', activeMember: '2', rate: '50' }] },
      { gameKind: 'LIVE', rateType: 'F', tiers: [{ betVolume: ' 1000.5 ', activeMember: '1', rate: '20' }] },
      { gameKind: 'RNG', rateType: 'F', tiers: [] },
    ],
  };

  it('valid: the tiers as numbers, LIVE before SPORTS, the rate type on each, no period for a salary', () => {
    expect(validateContractDraft(draft, null)).toEqual({
      ok: true,
      period: null,
      tiers: [
        { gameType: 'LIVE', betVolume: 1000.5, activeMember: 1, rate: 20, rateType: 'F' },
        { gameType: 'SPORTS', betVolume: 5000, activeMember: 2, rate: 50, rateType: 'F' },
      ],
    });
  });

  const mixed = (liveRate: string, sportsRate: string): ContractDraft => ({
    type: 'dailySalary',
    period: null,
    games: [
      { gameKind: 'SPORTS', rateType: 'F', tiers: [{ betVolume: '1000', activeMember: '1', rate: sportsRate }] },
      { gameKind: 'LIVE', rateType: 'P', tiers: [{ betVolume: '1000', activeMember: '1', rate: liveRate }] },
    ],
  });

  it.each<[string, ContractDraft, ContractDraftResult]>([
    [
      'LIVE 2 % and SPORTS 50 as an amount: each tier carries its game’s rate type',
      mixed('2', '50'),
      {
        ok: true,
        period: null,
        tiers: [
          { gameType: 'LIVE', betVolume: 1000, activeMember: 1, rate: 2, rateType: 'P' },
          { gameType: 'SPORTS', betVolume: 1000, activeMember: 1, rate: 50, rateType: 'F' },
        ],
      },
    ],
    [
      '50 on both: the amount passes, the percent goes over the agent’s own 2 %',
      mixed('50', '50'),
      { ok: false, issues: [{ path: 'LIVE.0.rate', error: 'aboveOwnRate', limit: 2 }] },
    ],
    [
      'a game without a rate type reads P',
      {
        type: 'hourlySalary',
        period: null,
        games: [{ gameKind: 'LOTT', tiers: [{ minimumBet: '10', activeMember: '1', rate: '1' }] }],
      },
      {
        ok: true,
        period: null,
        tiers: [{ gameType: 'LOTT', minimumBet: 10, activeMember: 1, rate: 1, rateType: 'P' }],
      },
    ],
  ])('a salary draft, own rate 2 %%: %s', (_case, mixedDraft, expected) => {
    expect(validateContractDraft(mixedDraft, 2)).toEqual(expected);
  });

  it.each([
    ['12abc', 'notANumber'],
    ['1e3', 'notANumber'],
    ['', 'required'],
    ['   ', 'required'],
    ['-5', 'negative'],
  ])('a bet typed %j → %s', (typed, error) => {
    const result = validateContractDraft(
      { ...draft, games: [{ gameKind: 'LIVE', tiers: [{ betVolume: typed, activeMember: '1', rate: '20' }] }] },
      null,
    );
    expect(result).toEqual({ ok: false, issues: [{ path: 'LIVE.0.betVolume', error }] });
  });

  it('every kind left empty is no tier at all', () => {
    expect(validateContractDraft({ ...draft, games: [{ gameKind: 'LIVE', tiers: [] }] }, null)).toEqual({
      ok: false,
      issues: [{ path: 'tiers', error: 'noTiers' }],
    });
  });

  it('a dividend draft keeps its period; a real-time one sends no rate type', () => {
    const dividend = validateContractDraft(
      {
        type: 'dividend',
        period: 'H',
        games: [
          { gameKind: 'PVP', tiers: [{ minimumBet: '10', netLoss: '5', activeMember: '1', contractRate: '12.5' }] },
        ],
      },
      null,
    );
    expect(dividend).toEqual({
      ok: true,
      period: 'H',
      tiers: [{ gameType: 'PVP', minimumBet: 10, netLoss: 5, activeMember: 1, contractRate: 12.5 }],
    });
    const realtime = validateContractDraft(
      {
        type: 'realtimeSalary',
        period: 'D',
        games: [{ gameKind: 'FISH', tiers: [{ betAmount: '100', winRate: '0.2', lossRate: '0.1' }] }],
      },
      null,
    );
    expect(realtime).toEqual({
      ok: true,
      period: null,
      tiers: [{ gameType: 'FISH', betAmount: 100, winRate: 0.2, lossRate: 0.1 }],
    });
  });
});

describe('§6 the upline’s actions for one downline and contract type', () => {
  it.each<[ContractOfferState | null, boolean, UplineContractAction[]]>([
    [null, false, ['offer']],
    ['pending', false, []],
    [null, true, []],
    ['accepted', false, ['edit', 'requestTerminate']],
    ['accepted', true, []],
    ['rejected', false, ['offer']],
    ['terminated', false, ['offer']],
    ['ended', false, ['offer']],
  ])('latest %s, a request waiting %s → %j', (latest, waiting, expected) => {
    expect(uplineContractActions(latest, waiting)).toEqual(expected);
  });
});

describe('§4 "Accepted, Rejected, Terminated": the status words both sides see', () => {
  it.each<[ContractOfferState, string]>([
    ['pending', 'pending'],
    ['accepted', 'accepted'],
    ['rejected', 'rejected'],
    ['terminated', 'terminated'],
    ['ended', 'terminated'],
  ])('%s reads %s', (state, word) => {
    expect(contractStatusWord(state)).toBe(word);
  });
});
