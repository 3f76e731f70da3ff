export { RedeemHistory, type RedeemHistoryProps } from './RedeemHistory';
