export {
  ACCOUNT_DETAILS_TYPES,
  AccountDetails,
  type AccountDetailsFilters,
  type AccountDetailsPageData,
  type AccountDetailsProps,
  type AccountDetailsRow,
  type AccountDetailsType,
} from './AccountDetails';
