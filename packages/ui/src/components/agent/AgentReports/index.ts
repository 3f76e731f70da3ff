export {
  ACCOUNT_DETAILS_TYPES,
  AccountDetails,
  type AccountDetailsFilters,
  type AccountDetailsPageData,
  type AccountDetailsProps,
  type AccountDetailsRow,
  type AccountDetailsType,
} from './AccountDetails';
export {
  ProfitLoss,
  type ProfitLossFigures,
  type ProfitLossPageData,
  type ProfitLossProps,
  type ProfitLossRow,
} from './ProfitLoss';
