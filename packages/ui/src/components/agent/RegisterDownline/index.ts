export {
  RegisterDownline,
  type DownlineKindChoice,
  type DownlineRebateRate,
  type RegisterDownlineProps,
  type RegisterDownlineRequest,
  type RegisterDownlineResult,
} from './RegisterDownline';
