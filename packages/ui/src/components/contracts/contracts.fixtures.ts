import type { ContractOfferView } from './types';

/** A new weekly dividend offer for live casino, two tiers. */
export const DIVIDEND_OFFER: ContractOfferView = {
  key: 'dividend:LIVE',
  contractType: 'dividend',
  status: 'P',
  uplineName: 'subagent1',
  period: 'W',
  downlineHigherRate: false,
  games: [
    {
      gameKind: 'LIVE',
      tiers: [
        { kind: 'dividend', minimumBetCents: 5_000_000, netLossCents: 1_000_000, activeMembers: 5, ratePercent: 15 },
        { kind: 'dividend', minimumBetCents: 20_000_000, netLossCents: 4_000_000, activeMembers: 15, ratePercent: 25 },
      ],
    },
  ],
};

/** A new daily salary offer: percent tiers and a fixed amount for sports. */
export const DAILY_OFFER: ContractOfferView = {
  key: 'dailySalary:of-ds-1',
  contractType: 'dailySalary',
  status: 'P',
  uplineName: 'subagent1',
  period: null,
  downlineHigherRate: false,
  games: [
    {
      gameKind: 'LIVE',
      tiers: [{ kind: 'daily', betVolumeCents: 1_000_000, activeMembers: 3, rate: { kind: 'percent', percent: 1 } }],
    },
    {
      gameKind: 'RNG',
      tiers: [{ kind: 'daily', betVolumeCents: 1_000_000, activeMembers: 3, rate: { kind: 'percent', percent: 0.8 } }],
    },
    {
      gameKind: 'SPORTS',
      tiers: [{ kind: 'daily', betVolumeCents: 5_000_000, activeMembers: 8, rate: { kind: 'amount', cents: 5_000 } }],
    },
  ],
};

/** An edited hourly salary offer. */
export const HOURLY_OFFER: ContractOfferView = {
  key: 'hourlySalary:of-hs-1',
  contractType: 'hourlySalary',
  status: 'E',
  uplineName: 'subagent1',
  period: null,
  downlineHigherRate: false,
  games: [
    {
      gameKind: 'LIVE',
      tiers: [
        { kind: 'hourly', minimumBetCents: 100_000, activeMembers: 1, rate: { kind: 'percent', percent: 0.3 } },
        { kind: 'hourly', minimumBetCents: 500_000, activeMembers: 3, rate: { kind: 'percent', percent: 0.4 } },
      ],
    },
    {
      gameKind: 'LOTT',
      tiers: [{ kind: 'hourly', minimumBetCents: 200_000, activeMembers: 2, rate: { kind: 'amount', cents: 800 } }],
    },
  ],
};

/** The upline asks to end a real-time salary contract. */
export const REALTIME_TERMINATION: ContractOfferView = {
  key: 'realtimeSalary:of-rs-9',
  contractType: 'realtimeSalary',
  status: 'V',
  uplineName: 'subagent1',
  period: null,
  downlineHigherRate: false,
  games: [
    {
      gameKind: 'RNG',
      tiers: [{ kind: 'realtime', winRatePercent: 0.4, lossRatePercent: 0.2, betAmountCents: 10_000 }],
    },
    {
      gameKind: 'FISH',
      tiers: [{ kind: 'realtime', winRatePercent: 0.2, lossRatePercent: 0.1, betAmountCents: 5_000 }],
    },
  ],
};

/** A daily salary offer whose acceptance ends a downline's contract with a higher rate. */
export const HIGHER_RATE_OFFER: ContractOfferView = { ...DAILY_OFFER, downlineHigherRate: true };
