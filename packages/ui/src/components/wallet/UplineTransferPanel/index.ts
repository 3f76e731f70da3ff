export {
  UplineTransferPanel,
  type UplineTransferPanelProps,
  type UplineTransferRequest,
  type UplineTransferResult,
} from './UplineTransferPanel';
