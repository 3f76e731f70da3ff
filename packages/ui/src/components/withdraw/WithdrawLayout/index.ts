export { WithdrawLayout, type WithdrawLayoutProps } from './WithdrawLayout';
