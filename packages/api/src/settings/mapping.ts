import { unsafeHtml, type UnsafeHtml } from '../html';
import { type HelpItemWire } from './schemas';

export interface HelpItem {
  readonly title: string;
  /** The anchor of `/help#{tag}`; null when the server gives none. */
  readonly tag: string | null;
  /**
   * Server HTML, UNTRUSTED: it must go through the app's sanitizer before it reaches the DOM (docs/architecture.md
   * "Security stance"). Empty when the item has no content of its own.
   */
  readonly untrustedHtml: UnsafeHtml;
  readonly children: readonly HelpItem[];
}

export function toHelpItem(wire: HelpItemWire): HelpItem {
  return {
    title: wire.title,
    tag: wire.tag?.trim() ? wire.tag.trim() : null,
    untrustedHtml: unsafeHtml(wire.content ?? ''),
    children: (wire.children ?? []).map(toHelpItem),
  };
}

export interface Country {
  /** ISO 3166-1 alpha-2, upper case (the key of the domain's phone-length table). */
  readonly code: string;
  /** Digits only, without "+". */
  readonly dialingCode: string;
  readonly name: string;
}
