// @atrium/ui/credit: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §2 Other screens: credit report
export { CreditReport, type CreditReportProps } from './CreditReport';
export type {
  CreditCycleView,
  CreditPeriodView,
  CreditReportView,
  CreditStatementStatusView,
  CreditStatementView,
} from './types';
