export { CreditReport, type CreditReportProps } from './CreditReport';
