export {
  DepositPanel,
  type DepositChannelView,
  type DepositInstructionsView,
  type DepositMethodKind,
  type DepositMethodView,
  type DepositOrderView,
  type DepositPanelProps,
  type DepositRequest,
  type DepositStatusView,
} from './DepositPanel';
