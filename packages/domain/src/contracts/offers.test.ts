import { describe, expect, it } from 'vitest';
import {
  CONTRACT_GAME_KINDS,
  contractAnswerChoices,
  contractAnswerCode,
  contractPopupMarker,
  isContractGameKind,
  isContractOfferStatus,
  needsHigherRateConfirmation,
  orderContractOffers,
  readHigherRateFlag,
  readSalaryRate,
  shouldOpenContractPopup,
  type ContractAnswer,
  type ContractOfferStatus,
} from './offers';
import { mayReceiveContractOffers } from './audience';

describe('§4 Contract offers: each status, the answers it allows and the code each sends', () => {
  it.each([
    [
      'P',
      [
        ['accept', 'A'],
        ['reject', 'R'],
      ],
    ],
    [
      'E',
      [
        ['accept', 'A'],
        ['reject', 'R'],
      ],
    ],
    [
      'V',
      [
        ['terminate', 'C'],
        ['reject', 'A'],
      ],
    ],
  ] as const)('%s → %j', (status, expected) => {
    expect(contractAnswerChoices(status).map((c) => [c.answer, c.sends])).toEqual(expected);
  });

  it.each([
    ['P', 'accept', 'A'],
    ['P', 'reject', 'R'],
    ['P', 'terminate', null],
    ['E', 'accept', 'A'],
    ['E', 'reject', 'R'],
    ['E', 'terminate', null],
    ['V', 'terminate', 'C'],
    ['V', 'reject', 'A'],
    ['V', 'accept', null],
  ] as const)('%s answered %s sends %s', (status, answer, code) => {
    expect(contractAnswerCode(status, answer)).toBe(code);
  });

  it.each([
    ['P', true],
    ['E', true],
    ['V', true],
    ['A', false],
    ['p', false],
    [null, false],
  ] as const)('status %j is an offer status: %s', (raw, expected) => {
    expect(isContractOfferStatus(raw)).toBe(expected);
  });
});

describe('§4 higher-rate rule: accepting first asks to confirm the downline’s contract ends', () => {
  it.each<[ContractOfferStatus, boolean, ContractAnswer, boolean]>([
    ['P', true, 'accept', true],
    ['E', true, 'accept', true],
    ['P', true, 'reject', false],
    ['P', false, 'accept', false],
    ['E', false, 'accept', false],
    // Agreeing to end one's own contract, or keeping it, ends no downline's contract.
    ['V', true, 'terminate', false],
    ['V', true, 'reject', false],
  ])('status %s, flagged %s, %s → confirm first: %s', (status, downlineHigherRate, answer, expected) => {
    expect(needsHigherRateConfirmation({ status, downlineHigherRate }, answer)).toBe(expected);
  });

  it.each([
    ['Y', true],
    ['y', true],
    [' Y ', true],
    [true, true],
    ['N', false],
    ['', false],
    [null, false],
    [undefined, false],
    [1, false],
  ] as const)('downlineHigherRate %j is set: %s', (raw, expected) => {
    expect(readHigherRateFlag(raw)).toBe(expected);
  });
});

describe('§3 tiers per game kind and the salary rate type', () => {
  it('the eight game kinds, in order', () => {
    expect(CONTRACT_GAME_KINDS).toEqual(['LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP']);
    expect(isContractGameKind('CONS')).toBe(true);
    expect(isContractGameKind('BGS')).toBe(false);
  });

  it.each([
    [1.5, 'P', { kind: 'percent', percent: 1.5 }],
    [1.5, 'p', { kind: 'percent', percent: 1.5 }],
    [25, 'F', { kind: 'amount', cents: 2_500 }],
    [0.1, null, { kind: 'amount', cents: 10 }],
    [12.345, 'A', { kind: 'amount', cents: 1_235 }],
  ] as const)('rate %s type %j → %j', (rate, type, expected) => {
    expect(readSalaryRate(rate, type)).toEqual(expected);
  });
});

describe('§6 who gets the popup: members and agents with AGENTPOLICY3, never trial or guests', () => {
  it.each([
    ['member', true, true],
    ['agent', true, true],
    ['trial', true, false],
    ['guest', true, false],
    ['member', false, false],
    ['agent', false, false],
  ] as const)('%s with AGENTPOLICY3 %s → %s', (role, policy, expected) => {
    expect(mayReceiveContractOffers(role, policy)).toBe(expected);
  });
});

describe('§2 contract popup: one offer at a time, shown until none is pending', () => {
  it('offers are answered dividend, daily, hourly, real-time, each type as listed', () => {
    const offers = [
      { contractType: 'realtimeSalary', key: 'r1' },
      { contractType: 'dailySalary', key: 'd1' },
      { contractType: 'dividend', key: 'v2' },
      { contractType: 'dailySalary', key: 'd2' },
      { contractType: 'dividend', key: 'v1' },
      { contractType: 'hourlySalary', key: 'h1' },
    ] as const;
    expect(orderContractOffers(offers).map((o) => o.key)).toEqual(['v2', 'v1', 'd1', 'd2', 'h1', 'r1']);
  });

  it.each([
    ['nothing pending', [], null, false],
    ['pending, never closed', ['a'], null, true],
    ['closed for these offers (a reload)', ['b', 'a'], contractPopupMarker('offeree1', ['a', 'b']), false],
    ['one answered elsewhere since closing', ['a'], contractPopupMarker('offeree1', ['a', 'b']), true],
    ['a new offer since closing', ['a', 'b', 'c'], contractPopupMarker('offeree1', ['a', 'b']), true],
    ['closed by another account', ['a'], contractPopupMarker('offeree2', ['a']), true],
  ] as const)('%s → opens: %s', (_case, keys, marker, expected) => {
    expect(shouldOpenContractPopup('offeree1', keys, marker)).toBe(expected);
  });
});
