export { ContractActions, type ContractActionsProps, type ContractActionsRow } from './ContractActions';
