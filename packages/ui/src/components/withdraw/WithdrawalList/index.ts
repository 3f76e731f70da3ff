export { WithdrawalList, type WithdrawalListProps } from './WithdrawalList';
