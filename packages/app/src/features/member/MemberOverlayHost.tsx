import { useEffect, useState, type ComponentType } from 'react';
import type { Location } from 'react-router';
import { agentOverlayBackground, useOverlayLocation } from '../../shared/memberOverlay';
import { withText } from '../../shared/lazy/lazyPage';

type Overlay = ComponentType<{ readonly location: Location }>;

interface MemberOverlayHostProps {
  /** Loads the agent centre's overlay (a feature of its own, so the page frame hands it in). */
  readonly loadAgentOverlay: () => Promise<Overlay>;
}

/**
 * Mounted by the page frame: the member or agent centre overlay when the address asks for it, its code fetched only
 * then (each its own chunk: the member centre's code is not the agent centre's).
 * Loaded in an effect rather than with React.lazy: under the router's navigation transition the lazy overlay never
 * committed in the app's tests (the transition stayed suspended after its chunk had arrived); an effect that stores
 * the loaded component has no such interplay with the transition.
 */
export function MemberOverlayHost({ loadAgentOverlay }: MemberOverlayHostProps) {
  const location = useOverlayLocation();
  const [overlay, setOverlay] = useState<{ readonly kind: string; readonly component: Overlay } | null>(null);
  const kind = location === null ? null : agentOverlayBackground(location) ? 'agent' : 'member';
  useEffect(() => {
    if (kind === null || overlay?.kind === kind) return;
    let isCurrent = true;
    const load =
      kind === 'agent' ? loadAgentOverlay() : withText(async () => (await import('./MemberOverlay')).MemberOverlay)();
    load
      .then((component) => {
        if (isCurrent) setOverlay({ kind, component });
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [kind, overlay, loadAgentOverlay]);
  if (location === null || overlay?.kind !== kind) return null;
  const CentreOverlay = overlay.component;
  return <CentreOverlay location={location} />;
}
