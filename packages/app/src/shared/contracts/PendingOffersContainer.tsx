import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractOffersQueryOptions } from '@atrium/api/contracts';
import { isApiError } from '@atrium/api/errors';
import type { ContractType } from '@atrium/domain/contracts';
import { PendingOffers } from '@atrium/ui/contracts';
import { useApiClient } from '../apiClient';
import { ContractOfferPopup } from './ContractOfferPopup';
import { offerListStore } from './offerListStore';

export interface PendingOffersContainerProps {
  /** Only the offers of this contract type (an agent centre's contract page); every offer without it. */
  readonly type?: ContractType;
}

/**
 * The offers waiting for the member's answer, each opening the §2 contract popup on that offer alone: the same
 * dialog, answers and once-only submit as the popup that opens by itself, so an offer put off with "Later" is
 * answered here at any time. The list reads the popup's own query, which every answer reads again: an answered
 * offer leaves the list, and the dialog shows its result with Done.
 */
export function PendingOffersContainer({ type }: PendingOffersContainerProps) {
  const client = useApiClient();
  const { t } = useTranslation();
  const query = useQuery(contractOffersQueryOptions(client, true));
  const [openKey, setOpenKey] = useState<string | null>(null);
  const offers = query.data ? query.data.filter((offer) => type === undefined || offer.contractType === type) : null;
  return (
    <>
      <PendingOffers
        offers={offers}
        errorMessage={
          query.isError && !query.data ? t(isApiError(query.error) ? query.error.messageKey : 'errors:unknown') : null
        }
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
        onOpen={(offer) => {
          offerListStore.opened();
          setOpenKey(offer.key);
        }}
      />
      {openKey !== null && (
        <ContractOfferPopup
          offers={(offers ?? []).filter((offer) => offer.key === openKey)}
          onClose={() => {
            setOpenKey(null);
            offerListStore.closed();
          }}
        />
      )}
    </>
  );
}
