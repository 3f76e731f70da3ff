import type { CreditReportView, CreditStatementView } from './types';

const DAY = 86_400_000;
const WEEK = 7 * DAY;
/** Monday 23 November 2026, 00:00 UTC: the current week's start. */
const MONDAY = Date.UTC(2026, 10, 23);

function week(
  weeksAgo: number,
  figures: Omit<CreditStatementView, 'startsAt' | 'endsAt' | 'dueAt'>,
): CreditStatementView {
  const startsAt = MONDAY - weeksAgo * WEEK;
  return { startsAt, endsAt: startsAt + WEEK - 1, dueAt: startsAt + WEEK + 3 * DAY - 1, ...figures };
}

/** The week just closed (16–22 Nov) is due by 25 Nov; the older ones are settled. */
export const CREDIT_STATEMENTS: readonly CreditStatementView[] = [
  week(1, {
    validBetCents: 1_150_000,
    winLossCents: -202_000,
    adjustmentsCents: 5_750,
    settledCents: 0,
    outstandingCents: -196_250,
    status: 'due',
  }),
  week(2, {
    validBetCents: 980_000,
    winLossCents: 45_000,
    adjustmentsCents: 4_900,
    settledCents: 49_900,
    outstandingCents: 0,
    status: 'settled',
  }),
  week(3, {
    validBetCents: 1_020_000,
    winLossCents: -88_000,
    adjustmentsCents: 5_100,
    settledCents: -82_900,
    outstandingCents: 0,
    status: 'settled',
  }),
  week(4, {
    validBetCents: 870_000,
    winLossCents: -12_500,
    adjustmentsCents: 4_350,
    settledCents: -8_150,
    outstandingCents: 0,
    status: 'settled',
  }),
];

/** A 20,000 line: 3,482.50 used (the due week's 1,962.50 and this week's 1,520.00 lost), 16,517.50 available. */
export const CREDIT_REPORT: CreditReportView = {
  limitCents: 2_000_000,
  usedCents: 348_250,
  availableCents: 1_651_750,
  currencySymbol: '$',
  cycle: 'weekly',
  current: {
    startsAt: MONDAY,
    endsAt: MONDAY + WEEK - 1,
    validBetCents: 412_300,
    winLossCents: -152_000,
    adjustmentsCents: 0,
    settledCents: 0,
    outstandingCents: -152_000,
    dueAt: MONDAY + WEEK + 3 * DAY - 1,
  },
  statements: CREDIT_STATEMENTS,
  page: 1,
  totalPages: 2,
};

/** The same line once the closed week's settlement date has passed. */
export const OVERDUE_CREDIT_REPORT: CreditReportView = {
  ...CREDIT_REPORT,
  statements: CREDIT_STATEMENTS.map((s, i) => (i === 0 ? { ...s, status: 'overdue' } : s)),
};

/** A line opened this week and nearly used up: no week closed yet. */
export const NEW_CREDIT_REPORT: CreditReportView = {
  ...CREDIT_REPORT,
  usedCents: 1_900_000,
  availableCents: 100_000,
  current: { ...CREDIT_REPORT.current, winLossCents: -1_900_000, outstandingCents: -1_900_000 },
  statements: [],
  totalPages: 0,
};
