import type { SafeLink } from '@atrium/domain/links';

/** Spec §9 "Service window 440x750": customer service opens in its own small window, without an opener. */
export const SUPPORT_WINDOW_FEATURES = 'noopener,noreferrer,width=440,height=750';

export function openSupport(link: SafeLink, open: typeof window.open = window.open.bind(window)): void {
  open(link.kind === 'internal' ? link.path : link.url, 'atrium-support', SUPPORT_WINDOW_FEATURES);
}
