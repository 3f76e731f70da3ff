import { useEffect, useState, type ComponentType } from 'react';
import type { Location } from 'react-router';
import { useOverlayLocation } from '../../shared/memberOverlay';

type Overlay = ComponentType<{ readonly location: Location }>;

/**
 * Mounted by the page frame: the member centre overlay when the address asks for it, its code fetched only then.
 * Loaded in an effect rather than with React.lazy: under the router's navigation transition the lazy overlay never
 * committed in the app's tests (the transition stayed suspended after its chunk had arrived); an effect that stores
 * the loaded component has no such interplay with the transition.
 */
export function MemberOverlayHost() {
  const location = useOverlayLocation();
  const [overlay, setOverlay] = useState<{ readonly component: Overlay } | null>(null);
  const isWanted = location !== null;
  useEffect(() => {
    if (!isWanted || overlay !== null) return;
    let isCurrent = true;
    import('./MemberOverlay')
      .then((module) => {
        if (isCurrent) setOverlay({ component: module.MemberOverlay });
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [isWanted, overlay]);
  if (location === null || overlay === null) return null;
  const MemberOverlay = overlay.component;
  return <MemberOverlay location={location} />;
}
