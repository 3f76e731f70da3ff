import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addCalendarDays, formatIsoDate } from '../format/calendar';
import type { CalendarDate } from '../validation/patterns';
import {
  CONTRACT_PERIODS,
  CONTRACT_TYPES,
  REALTIME_SALARY_INTERVAL_MS,
  acceptContractOffer,
  contractPeriodRange,
  dailyWagePayDate,
  isSalaryContract,
  nextRealtimeSettlement,
  contractOfferStates,
  contractOfferTransition,
  type ContractRecord,
  type ContractOfferAction,
  type ContractOfferActor,
  type ContractOfferState,
} from './contracts';

const d = (text: string): CalendarDate => {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const range = (period: (typeof CONTRACT_PERIODS)[number], date: string) => {
  const r = contractPeriodRange(period, d(date));
  return `${formatIsoDate(r.start)}..${formatIsoDate(r.end)}`;
};

describe('§1 / §3 contract types: dividend, daily, hourly and real-time salary', () => {
  it.each([
    ['dividend', false, ['pending', 'accepted', 'rejected', 'terminated']],
    ['dailySalary', true, ['pending', 'accepted', 'rejected', 'ended']],
    ['hourlySalary', true, ['pending', 'accepted', 'rejected', 'ended']],
    ['realtimeSalary', true, ['pending', 'accepted', 'rejected', 'ended']],
  ] as const)('%s: salary %s, states %j', (type, salary, states) => {
    expect(isSalaryContract(type)).toBe(salary);
    expect(contractOfferStates(type)).toEqual(states);
  });
  it('there are four', () => {
    expect(CONTRACT_TYPES).toHaveLength(4);
  });
});

describe('§3 "Periods: D daily, W weekly, H semi-monthly, M monthly"', () => {
  it.each([
    ['D', '2026-11-23', '2026-11-23..2026-11-23'],
    ['W', '2026-11-23', '2026-11-23..2026-11-29'],
    ['W', '2026-11-29', '2026-11-23..2026-11-29'],
    ['W', '2026-12-31', '2026-12-28..2027-01-03'],
    ['H', '2026-02-01', '2026-02-01..2026-02-15'],
    ['H', '2026-02-15', '2026-02-01..2026-02-15'],
    ['H', '2026-02-16', '2026-02-16..2026-02-28'],
    ['H', '2024-02-20', '2024-02-16..2024-02-29'],
    ['H', '2026-01-31', '2026-01-16..2026-01-31'],
    ['M', '2026-04-10', '2026-04-01..2026-04-30'],
    ['M', '2024-02-29', '2024-02-01..2024-02-29'],
  ] as const)('%s period of %s is %s', (period, date, expected) => {
    expect(range(period, date)).toBe(expected);
  });

  it('property: the period contains the date, and the day after the end starts the next period', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONTRACT_PERIODS), fc.integer({ min: 0, max: 40_000 }), (period, offset) => {
        const date = addCalendarDays({ year: 2000, month: 1, day: 1 }, offset);
        const { start, end } = contractPeriodRange(period, date);
        expect(formatIsoDate(start) <= formatIsoDate(date) && formatIsoDate(date) <= formatIsoDate(end)).toBe(true);
        expect(contractPeriodRange(period, start)).toEqual({ start, end });
        expect(contractPeriodRange(period, addCalendarDays(end, 1)).start).toEqual(addCalendarDays(end, 1));
      }),
    );
  });
});

describe('§9 "Real-time salary settled and paid every 5 minutes; daily wage paid the next day"', () => {
  const base = Date.UTC(2026, 10, 23, 12, 0, 0);
  it.each([
    [base, base + 300_000],
    [base + 1, base + 300_000],
    [base + 299_999, base + 300_000],
    [base + 300_000, base + 600_000],
  ])('at %s the next settlement is %s', (now, next) => {
    expect(nextRealtimeSettlement(now)).toBe(next);
  });

  it('property: the next settlement is strictly later, at most 5 minutes away, on a 5-minute mark', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), (now) => {
        const next = nextRealtimeSettlement(now);
        expect(next).toBeGreaterThan(now);
        expect(next - now).toBeLessThanOrEqual(REALTIME_SALARY_INTERVAL_MS);
        expect(next % REALTIME_SALARY_INTERVAL_MS).toBe(0);
      }),
    );
  });

  it.each([
    ['2026-11-23', '2026-11-24'],
    ['2026-11-30', '2026-12-01'],
    ['2026-12-31', '2027-01-01'],
  ])('a wage earned on %s is paid on %s', (earned, paid) => {
    expect(formatIsoDate(dailyWagePayDate(d(earned)))).toBe(paid);
  });
});

describe('§4 "Contract offers: Accepted, Rejected, Terminated (salary offers accepted, ended or rejected)"', () => {
  it.each<[ContractOfferState, ContractOfferAction, ContractOfferActor, string, string]>([
    ['pending', 'accept', 'downline', 'accepted', 'accepted'],
    ['pending', 'reject', 'downline', 'rejected', 'rejected'],
    ['pending', 'accept', 'upline', 'notYourDecision', 'notYourDecision'],
    ['pending', 'reject', 'system', 'notYourDecision', 'notYourDecision'],
    ['pending', 'terminate', 'upline', 'contractNotActive', 'contractNotActive'],
    ['accepted', 'terminate', 'upline', 'terminated', 'ended'],
    ['accepted', 'terminate', 'system', 'terminated', 'ended'],
    ['accepted', 'terminate', 'downline', 'notYourDecision', 'notYourDecision'],
    ['accepted', 'accept', 'downline', 'offerNotPending', 'offerNotPending'],
    ['rejected', 'accept', 'downline', 'offerNotPending', 'offerNotPending'],
    ['rejected', 'terminate', 'upline', 'contractNotActive', 'contractNotActive'],
    ['terminated', 'terminate', 'upline', 'contractNotActive', 'contractNotActive'],
    ['ended', 'reject', 'downline', 'offerNotPending', 'offerNotPending'],
  ])('%s --%s by %s--> dividend: %s, salary: %s', (state, action, actor, dividend, salary) => {
    const show = (t: ReturnType<typeof contractOfferTransition>) => (t.ok ? t.state : t.error);
    expect(show(contractOfferTransition('dividend', state, action, actor))).toBe(dividend);
    for (const type of ['dailySalary', 'hourlySalary', 'realtimeSalary'] as const) {
      expect(show(contractOfferTransition(type, state, action, actor))).toBe(salary);
    }
  });
});

describe('§4 "Accepting a contract with a higher rate than a downline\'s terminates the downline\'s contract automatically"', () => {
  const current: ContractRecord = { id: 'c1', type: 'dividend', downlineId: 'd1', rate: 20, state: 'accepted' };
  const offer: ContractRecord = { id: 'c2', type: 'dividend', downlineId: 'd1', rate: 25, state: 'pending' };

  it("a higher-rate offer, once accepted, terminates the downline's current contract", () => {
    expect(acceptContractOffer(offer, [current, offer])).toEqual({
      ok: true,
      acceptedId: 'c2',
      autoTerminated: [{ id: 'c1', state: 'terminated' }],
    });
  });

  it('a salary contract is ended rather than terminated', () => {
    const salary = { ...current, type: 'dailySalary' } as const;
    expect(acceptContractOffer({ ...offer, type: 'dailySalary' }, [salary])).toEqual({
      ok: true,
      acceptedId: 'c2',
      autoTerminated: [{ id: 'c1', state: 'ended' }],
    });
  });

  it.each([
    [{ ...current, downlineId: 'd2' }, "another downline's contract"],
    [{ ...current, type: 'hourlySalary' as const }, 'a contract of another type'],
    [{ ...current, state: 'terminated' as const }, 'a contract no longer active'],
    [{ ...current, state: 'pending' as const, rate: 90 }, 'another pending offer'],
  ])('leaves %o alone (%s)', (other) => {
    expect(acceptContractOffer(offer, [other])).toEqual({ ok: true, acceptedId: 'c2', autoTerminated: [] });
  });

  it.each([20, 15])(
    'decision: an offer at %s, not above the current 20, cannot be accepted while it stands',
    (rate) => {
      expect(acceptContractOffer({ ...offer, rate }, [current])).toEqual({
        ok: false,
        error: 'rateNotHigherThanCurrent',
      });
    },
  );

  it('an offer already answered cannot be accepted', () => {
    expect(acceptContractOffer({ ...offer, state: 'rejected' }, [current])).toEqual({
      ok: false,
      error: 'offerNotPending',
    });
  });

  it('property: after acceptance the downline holds exactly one active contract of that type', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 3 }),
        fc.integer({ min: 0, max: 100 }),
        (activeRates, rate) => {
          const active = activeRates.map((r, i): ContractRecord => ({ ...current, id: `a${i}`, rate: r }));
          const outcome = acceptContractOffer({ ...offer, rate }, active);
          const allLower = activeRates.every((r) => rate > r);
          expect(outcome.ok).toBe(allLower);
          if (!outcome.ok) return;
          const terminated = new Set(outcome.autoTerminated.map((t) => t.id));
          const stillActive = active.filter((c) => !terminated.has(c.id)).length + 1;
          expect(stillActive).toBe(1);
        },
      ),
    );
  });
});
