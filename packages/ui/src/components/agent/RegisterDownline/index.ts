export {
  RegisterDownline,
  type DownlineKindChoice,
  type RegisterDownlineProps,
  type RegisterDownlineRequest,
  type RegisterDownlineResult,
} from './RegisterDownline';
