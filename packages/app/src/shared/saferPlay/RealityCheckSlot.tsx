import { useAccountPart } from '../auth/useAccountPart';

const loadHost = () => import('./RealityCheckHost').then((module) => module.RealityCheckHost);

/**
 * The reality check (docs/decisions/0012-safer-play.md), mounted once by the page frame. For a signed-in member or
 * agent only it loads the host, which reads the member's interval and waits for the reminder.
 */
export function RealityCheckSlot() {
  const loaded = useAccountPart(loadHost);
  if (!loaded) return null;
  const RealityCheckHost = loaded.part;
  return <RealityCheckHost />;
}
