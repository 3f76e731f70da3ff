import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ApiClient } from '../client';
import { unsafeHtml, type UnsafeHtml } from '../html';
import { guideKeys } from './queryKeys';
import { endpointsOf } from '../endpoints';

const area = endpointsOf('guide', { needsToken: false });

export { guideKeys };

/**
 * The beginner guide (spec §2 Other screens: "beginner guide"). The spec knows the screen by its label only, so the
 * call is designed (packages/api/README.md "Designed shapes") and implemented by the demo platform:
 *
 * - GET /wps/content/guide?language= → `{sections: [{id, title, icon, steps: [{title, content}], action: {kind,
 *   label?} | null}]}`, public (a guest is who needs it most). `content` is server HTML (named as the other
 *   designed HTML fields, so the demo's hostile scenario reaches it): carried as `UnsafeHtml`, the
 *   UI sanitizes it. `action.kind` names where the section's call to action leads; the client decides how to get
 *   there (a guest's deposit asks them to sign in first).
 *
 * The guide is read leniently where that loses nothing: a section whose action the client does not know keeps its
 * steps and loses its button; a section whose id is repeated or not address-safe (letters, digits, - and _) is
 * dropped, since ids are the address hash (/guide#deposit).
 */

export const GUIDE_ACTION_KINDS = [
  'register',
  'deposit',
  'games',
  'promotions',
  'withdraw',
  'download',
  'help',
] as const;
export type GuideActionKind = (typeof GUIDE_ACTION_KINDS)[number];

function isActionKind(kind: string): kind is GuideActionKind {
  return (GUIDE_ACTION_KINDS as readonly string[]).includes(kind);
}

const stepSchema = z.object({ title: z.string(), content: z._default(z.string(), '') });

const sectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  icon: z._default(z.string(), ''),
  steps: z._default(z.array(stepSchema), []),
  action: z.nullish(z.object({ kind: z.string(), label: z.nullish(z.string()) })),
});

export const guideSchema = z.object({ sections: z._default(z.array(sectionSchema), []) });
export type GuideWire = z.infer<typeof guideSchema>;

export interface GuideStep {
  readonly title: string;
  readonly html: UnsafeHtml;
}

export interface GuideAction {
  readonly kind: GuideActionKind;
  /** The server's own wording of the button; null: the client's text for the kind. */
  readonly label: string | null;
}

export interface GuideSection {
  /** Stable and address-safe: /guide#{id} opens the section. */
  readonly id: string;
  readonly title: string;
  /** An icon name (register, deposit, games, rewards, withdraw, download, safety); the UI has a fallback. */
  readonly icon: string;
  readonly steps: readonly GuideStep[];
  readonly action: GuideAction | null;
}

export interface Guide {
  readonly sections: readonly GuideSection[];
}

export const guideEndpoint = area.get('content', '/wps/content/guide', guideSchema);

const SAFE_ID = /^[A-Za-z0-9_-]+$/;

export function toGuide(wire: GuideWire): Guide {
  const seen = new Set<string>();
  const sections: GuideSection[] = [];
  for (const section of wire.sections) {
    if (!SAFE_ID.test(section.id) || seen.has(section.id)) continue;
    seen.add(section.id);
    const action = section.action;
    sections.push({
      id: section.id,
      title: section.title,
      icon: section.icon,
      steps: section.steps.map((step) => ({ title: step.title, html: unsafeHtml(step.content) })),
      action: action && isActionKind(action.kind) ? { kind: action.kind, label: action.label || null } : null,
    });
  }
  return { sections };
}

export async function getGuide(
  client: ApiClient,
  options: { readonly language: string },
  signal?: AbortSignal,
): Promise<Guide> {
  return toGuide(await client.call(guideEndpoint, { query: { language: options.language }, signal }));
}

export function guideQueryOptions(client: ApiClient, options: { readonly language: string }) {
  return queryOptions({
    queryKey: guideKeys.content(options.language),
    queryFn: ({ signal }) => getGuide(client, options, signal),
    // Editorial content: it changes rarely, so a visit within the hour reads it from the cache.
    staleTime: 60 * 60_000,
  });
}
