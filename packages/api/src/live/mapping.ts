import { safeLinkTarget, type SafeLink } from '@atrium/domain/links';
import { malformedAnswer } from '../errors';
import { type LiveModelListWire, type ChatLaunchWire } from './schemas';

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
    throw malformedAnswer(endpointId, 'value.chatUrl');
  }
  return { target };
}
