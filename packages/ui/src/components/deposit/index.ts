// @atrium/ui/deposit: explicit named exports only (docs/conventions.md: no `export *` barrels).
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
