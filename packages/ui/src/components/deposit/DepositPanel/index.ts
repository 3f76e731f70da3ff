export { DepositPanel } from './DepositPanel';
export type {
  DepositChannelView,
  DepositInstructionsView,
  DepositMethodKind,
  DepositMethodView,
  DepositOrderView,
  DepositPanelProps,
  DepositRequest,
  DepositStatusView,
} from './DepositPanel.types';
