export { WithdrawPanel, type WithdrawPanelProps, type WithdrawRequest, type WithdrawResult } from './WithdrawPanel';
