import type { ApiClient, Endpoint } from '../client';
import { liveModelListSchema, chatLaunchSchema, type ChatLaunchWire } from './schemas';
import { type ChatLaunch, toLiveModels, toChatLaunch } from './mapping';
import { endpointsOf, reader } from '../endpoints';

const area = endpointsOf('live', { needsToken: false });

export const liveModelListEndpoint = area.get('models', '/wps/relay/CBS_modelList', liveModelListSchema);

export const guestChatLaunchEndpoint = area.get('launchChat.guest', '/wps/relay/CBS_launchChat', chatLaunchSchema);

export const memberChatLaunchEndpoint: Endpoint<ChatLaunchWire> = {
  ...guestChatLaunchEndpoint,
  id: 'live.launchChat.member',
  needsToken: true,
};

export const getLiveModels = reader(liveModelListEndpoint, toLiveModels);

/** §7 "b2c 1" and "template v2". */
export const CHAT_B2C = 1;

export const CHAT_TEMPLATE = 'v2';

export interface ChatLaunchRequest {
  /** The chat window's title. */
  readonly title: string;
  /** The chat header's colour, #RRGGBB (the brand's primary colour). */
  readonly headerColor: string;
  /** Sends the token when true (see the module comment). */
  readonly isLoggedIn: boolean;
}

export async function launchChat(
  client: ApiClient,
  request: ChatLaunchRequest,
  signal?: AbortSignal,
): Promise<ChatLaunch> {
  const endpoint = request.isLoggedIn ? memberChatLaunchEndpoint : guestChatLaunchEndpoint;
  const wire = await client.call(endpoint, {
    query: { b2c: CHAT_B2C, headerColor: request.headerColor, title: request.title, template: CHAT_TEMPLATE },
    signal,
  });
  return toChatLaunch(wire, endpoint.id);
}
