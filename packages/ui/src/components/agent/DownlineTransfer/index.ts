export {
  DownlineTransfer,
  type DownlineTransferProps,
  type DownlineTransferRequest,
  type DownlineTransferResult,
} from './DownlineTransfer';
