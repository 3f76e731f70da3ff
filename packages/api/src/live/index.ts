/**
 * Live show and chat room (spec §7 "Live: CBS_modelList, CBS_launchChat (b2c 1, header color, title, template v2;
 * reads chatUrl)"; §3 "Live: activeModelList"; §2 side menu "chat room (if CBS3)", /streamView login required).
 * The spec marks neither call as needing the token; the model list is sent without it, and the chat launch sends the
 * token when there is a session (so the chat knows the member) and none for a guest (assumed). The model fields and
 * the query parameter names are designed (README, "Designed shapes"); reads are GET with the query string (assumed).
 */

export {
  liveModelWireSchema,
  liveModelListSchema,
  chatLaunchSchema,
  type LiveModelListWire,
  type ChatLaunchWire,
} from './schemas';
export { type LiveModel, type ChatLaunch, toLiveModels, toChatLaunch } from './mapping';
export {
  liveModelListEndpoint,
  guestChatLaunchEndpoint,
  memberChatLaunchEndpoint,
  getLiveModels,
  CHAT_B2C,
  CHAT_TEMPLATE,
  type ChatLaunchRequest,
  launchChat,
} from './calls';
export { liveModelsQueryOptions, chatLaunchMutationOptions } from './queries';
