import { useAccountPart } from '../../../shared/auth/useAccountPart';

const loadWatcher = () => import('./ContractOffersWatcher').then((module) => module.ContractOffersWatcher);

/**
 * §2 contract popup, mounted once by the page frame. For a signed-in member or agent it loads the watcher, which
 * checks AGENTPOLICY3, reads the pending offers and loads the popup itself only when one waits: neither is in the
 * start-up chunk.
 */
export function ContractPopupHost() {
  const loaded = useAccountPart(loadWatcher);
  if (!loaded) return null;
  const ContractOffersWatcher = loaded.part;
  return <ContractOffersWatcher account={loaded.account} />;
}
