export {
  ContractList,
  ContractSides,
  type ContractListProps,
  type ContractRowView,
  type ContractSidesProps,
} from './ContractList';
