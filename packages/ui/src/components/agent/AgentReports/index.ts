export { AccountDetails, type AccountDetailsFilters, type AccountDetailsProps } from './AccountDetails';
export { ProfitLoss, type ProfitLossProps } from './ProfitLoss';
