import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType } from 'react';
import { contractOffersQueryOptions } from '@atrium/api/contracts';
import { whitelabelQueryOptions } from '@atrium/api/settings';
import { contractPopupMarker, mayReceiveContractOffers, shouldOpenContractPopup } from '@atrium/domain/contracts';
import { useAnnouncementDialog } from '../../../shared/announcements/announcementStore';
import { useAuthInternals } from '../../../shared/auth/authContext';
import { knownRoleOf, useSession } from '../../../shared/auth/useSession';
import { useApiClient } from '../../../shared/apiClient';
import type { ContractOfferPopupProps } from '../../../shared/contracts/ContractOfferPopup';
import { useOfferList } from '../../../shared/contracts/offerListStore';

/** Session storage key of the put-off marker (cleared with the session on logout, as every session key is). */
export const CONTRACT_POPUP_CLOSED_KEY = 'contractPopupClosed';

function readMarker(): string | null {
  try {
    return window.sessionStorage.getItem(CONTRACT_POPUP_CLOSED_KEY);
  } catch {
    return null;
  }
}

function writeMarker(marker: string): void {
  try {
    window.sessionStorage.setItem(CONTRACT_POPUP_CLOSED_KEY, marker);
  } catch {
    // Blocked storage: the popup comes back on the next load, which is harmless.
  }
}

export interface ContractOffersWatcherProps {
  /** The signed-in account, for the put-off marker. */
  readonly account: string;
}

type Popup = ComponentType<ContractOfferPopupProps>;

/**
 * Under AGENTPOLICY3 (domain `mayReceiveContractOffers`: §6 the consolidated fetch runs only then, never for trial),
 * reads the offers waiting for the member (the consolidated call, on sign-in, on every load and after each answer)
 * and opens the popup while one is pending, unless the member put these very offers off this session (domain
 * `shouldOpenContractPopup`). A failed read shows nothing: the popup opens by itself, and an error in its place
 * would cover the page for something the member did not ask for; the next load reads again.
 */
export function ContractOffersWatcher({ account }: ContractOffersWatcherProps) {
  const client = useApiClient();
  const role = knownRoleOf(useSession());
  const switches = useQuery(whitelabelQueryOptions(client));
  const mayReceive = role !== 'pending' && mayReceiveContractOffers(role, switches.data?.AGENTPOLICY3 === true);
  const offers = useQuery(contractOffersQueryOptions(client, mayReceive)).data ?? [];
  // Never over the sign-in dialogs, the forced password change or an announcement: it opens once they close.
  const authDialog = useAuthInternals().dialog;
  const announcement = useAnnouncementDialog();
  // Nor over the offers list's own dialog; closing that one puts off what is left, as "Later" does.
  const offerList = useOfferList();
  const isBlocked = !mayReceive || authDialog !== null || announcement !== null || offerList.isDialogOpen;
  const [marker, setMarker] = useState(readMarker);
  const [putOffs, setPutOffs] = useState(offerList.putOffs);
  // Open from the first pending offer until the member closes it; stays open on the last answer's result.
  const [isOpen, setOpen] = useState(false);
  const keys = offers.map((offer) => offer.key);
  let putOffMarker = marker;
  if (putOffs !== offerList.putOffs) {
    setPutOffs(offerList.putOffs);
    if (keys.length > 0) {
      putOffMarker = contractPopupMarker(account, keys);
      writeMarker(putOffMarker);
      setMarker(putOffMarker);
    }
  }
  const shouldOpen = !isBlocked && shouldOpenContractPopup(account, keys, putOffMarker);
  if (shouldOpen && !isOpen) setOpen(true);

  const [popup, setPopup] = useState<{ readonly component: Popup } | null>(null);
  useEffect(() => {
    if (!isOpen || popup !== null) return;
    let isCurrent = true;
    import('../../../shared/contracts/ContractOfferPopup')
      .then((module) => {
        if (isCurrent) setPopup({ component: module.ContractOfferPopup });
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [isOpen, popup]);

  if (!isOpen || popup === null) return null;
  const ContractOfferPopup = popup.component;
  return (
    <ContractOfferPopup
      offers={offers}
      onClose={() => {
        // Put off what is still pending; with nothing pending there is nothing to remember.
        if (keys.length > 0) {
          const next = contractPopupMarker(account, keys);
          writeMarker(next);
          setMarker(next);
        }
        setOpen(false);
      }}
    />
  );
}
