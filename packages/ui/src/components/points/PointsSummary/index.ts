export { PointsSummary, type PointsSummaryProps, type ConvertResultView, type RedeemResultView } from './PointsSummary';
