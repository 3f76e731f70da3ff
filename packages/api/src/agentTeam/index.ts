/**
 * Team management and add account (spec §2 downlineManagmentView, registerCenter): the agent's downline tree,
 * registering a downline, promoting one, transferring to one. Shapes assumed (packages/api README "Assumed calls").
 */
export {
  downlineListSchema,
  downlineSchema,
  registeredDownlineSchema,
  registerOptionsSchema,
  rebateRateSchema,
} from './schemas';
export {
  toDownlines,
  toRegisteredDownline,
  toRegisterOptions,
  type DownlineRebate,
  type RegisteredDownline,
  type RegisterOptions,
} from './mapping';
export {
  downlineListEndpoint,
  downlineTransferEndpoint,
  getDownlines,
  getRegisterOptions,
  promoteDownline,
  promoteDownlineEndpoint,
  registerDownline,
  registerDownlineBody,
  registerDownlineEndpoint,
  registerOptionsEndpoint,
  transferToDownline,
  type DownlineTransferInput,
  type DownlineTransferReceipt,
  type RegisterDownlineInput,
} from './calls';
export { agentTeamQueryKeys } from './keys';
export {
  downlineTransferMutationOptions,
  downlinesQueryOptions,
  promoteDownlineMutationOptions,
  registerDownlineMutationOptions,
  registerOptionsQueryOptions,
} from './queries';
