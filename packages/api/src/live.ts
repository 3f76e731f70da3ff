import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { safeLinkTarget, type SafeLink } from '@atrium/domain/links';
import type { ApiClient, Endpoint } from './client';
import { ApiError, messageKeyFor, retryTransientOnce } from './errors';
import { queryKeys } from './queryKeys';

/**
 * Live show and chat room (spec §7 "Live: CBS_modelList, CBS_launchChat (b2c 1, header color, title, template v2;
 * reads chatUrl)"; §3 "Live: activeModelList"; §2 side menu "chat room (if CBS3)", /streamView login required).
 * The spec marks neither call as needing the token; the model list is sent without it, and the chat launch sends the
 * token when there is a session (so the chat knows the member) and none for a guest (assumed). The model fields and
 * the query parameter names are designed (README, "Designed shapes"); reads are GET with the query string (assumed).
 */

const flag = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1)]),
  z.transform((v) => v === true || v === 1),
);

const idSchema = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((v) => String(v)),
);

export const liveModelWireSchema = z.object({
  modelId: idSchema,
  name: z.string(),
  avatar: z.nullish(z.string()),
  online: flag,
  viewers: z.nullish(z.number()),
});

export const liveModelListSchema = z.object({ activeModelList: z.array(liveModelWireSchema) });

export const chatLaunchSchema = z.object({ chatUrl: z.string() });

export type LiveModelListWire = z.infer<typeof liveModelListSchema>;
export type ChatLaunchWire = z.infer<typeof chatLaunchSchema>;

export const liveModelListEndpoint: Endpoint<LiveModelListWire> = {
  id: 'live.models',
  method: 'GET',
  path: '/wps/relay/CBS_modelList',
  needsToken: false,
  value: liveModelListSchema,
};

export const guestChatLaunchEndpoint: Endpoint<ChatLaunchWire> = {
  id: 'live.launchChat.guest',
  method: 'GET',
  path: '/wps/relay/CBS_launchChat',
  needsToken: false,
  value: chatLaunchSchema,
};

export const memberChatLaunchEndpoint: Endpoint<ChatLaunchWire> = {
  ...guestChatLaunchEndpoint,
  id: 'live.launchChat.member',
  needsToken: true,
};

export interface LiveModel {
  readonly id: string;
  readonly name: string;
  /** A checked image address (same-site path or http(s) URL), or null. */
  readonly avatarUrl: string | null;
  readonly isOnline: boolean;
  readonly viewerCount: number | null;
}

export interface ChatLaunch {
  /** Where the chat room opens, checked. */
  readonly target: SafeLink;
}

function imageUrl(raw: string | null | undefined): string | null {
  const link = safeLinkTarget(raw);
  return link ? (link.kind === 'internal' ? link.path : link.url) : null;
}

export function toLiveModels(wire: LiveModelListWire): readonly LiveModel[] {
  return wire.activeModelList.map((model) => ({
    id: model.modelId,
    name: model.name,
    avatarUrl: imageUrl(model.avatar),
    isOnline: model.online,
    viewerCount: model.viewers ?? null,
  }));
}

export function toChatLaunch(wire: ChatLaunchWire, endpointId: string): ChatLaunch {
  const target = safeLinkTarget(wire.chatUrl);
  if (!target) {
    throw new ApiError({
      kind: 'malformed',
      endpoint: endpointId,
      messageKey: messageKeyFor('malformed'),
      field: 'value.chatUrl',
    });
  }
  return { target };
}

export async function getLiveModels(client: ApiClient, signal?: AbortSignal): Promise<readonly LiveModel[]> {
  return toLiveModels(await client.call(liveModelListEndpoint, { signal }));
}

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

export function liveModelsQueryOptions(client: ApiClient, language: string) {
  return queryOptions({
    queryKey: queryKeys.live.models(language),
    queryFn: ({ signal }) => getLiveModels(client, signal),
    retry: retryTransientOnce,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

/** Each launch makes a new chat address: never repeated on its own. */
export function chatLaunchMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.live.all, 'launchChat'],
    mutationFn: (request: ChatLaunchRequest) => launchChat(client, request),
    retry: false,
  });
}
