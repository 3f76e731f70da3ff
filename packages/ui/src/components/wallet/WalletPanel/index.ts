export {
  WalletPanel,
  type WalletAccountView,
  type WalletMoveResult,
  type WalletPanelProps,
  type WalletTransferDirection,
  type WalletTransferRequest,
} from './WalletPanel';
