// @atrium/ui/wallet: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §2 transferFund (wallet): balances, transfer in and out, recall all
export {
  WalletPanel,
  type WalletAccountView,
  type WalletMoveResult,
  type WalletPanelProps,
  type WalletTransferDirection,
  type WalletTransferRequest,
} from './WalletPanel';
// §2 transferUpline: amount and payment password
export {
  UplineTransferPanel,
  type UplineTransferPanelProps,
  type UplineTransferRequest,
  type UplineTransferResult,
} from './UplineTransferPanel';
