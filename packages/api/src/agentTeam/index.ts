/**
 * Team management and add account (spec §2 downlineManagmentView, registerCenter): the agent's downline tree,
 * registering a downline, promoting one, transferring to one. Shapes assumed (packages/api README "Assumed calls").
 */
export { downlineListSchema, downlineSchema, registeredDownlineSchema } from './schemas';
export { toDownlines, toRegisteredDownline, type RegisteredDownline } from './mapping';
export {
  downlineListEndpoint,
  downlineTransferEndpoint,
  getDownlines,
  promoteDownline,
  promoteDownlineEndpoint,
  registerDownline,
  registerDownlineBody,
  registerDownlineEndpoint,
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
} from './queries';
