export { RevenueReport, type RevenueReportProps } from './RevenueReport';
