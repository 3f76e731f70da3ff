export { PointsSummary, type PointsSummaryProps, type ConvertResultView } from './PointsSummary';
