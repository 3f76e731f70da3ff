export { ContractList, type ContractListProps, type ContractRowView } from './ContractList';
