/**
 * The demo platform's credit lines (§2 Other screens "credit report"): on a credit-market merchant (CREDITMAR3) a
 * member plays on a line its upline grants and settles weekly. Only the accounts listed here have one; any other
 * account's credit report is refused with `credit.not.enabled`.
 */
export interface DemoCreditLine {
  readonly limitCents: number;
}

/** `creditplayer` (README "Demo accounts"): a 20,000 line, settled every week. */
export const DEMO_CREDIT_LINES: Readonly<Record<string, DemoCreditLine>> = {
  'm-3501': { limitCents: 2_000_000 },
};

/** The rebate the upline books on a closed week, in basis points of its valid bet (the statements' adjustments). */
export const DEMO_CREDIT_REBATE_BASIS_POINTS = 50;
