import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '@atrium/api/errors';
import { contractAnswerMutationOptions } from '@atrium/api/contracts';
import { walletBalanceQueryOptions } from '@atrium/api/wallet';
import type { ContractAnswer, ContractOffer } from '@atrium/domain/contracts';
import { ContractOfferDialog, type ContractAnswerResultView } from '@atrium/ui/contracts';
import { useApiClient } from '../apiClient';
import { useSubmitMutation } from '../submit';

export interface ContractOfferPopupProps {
  /** The pending offers, in the order they are answered. */
  readonly offers: readonly ContractOffer[];
  readonly onClose: () => void;
}

/**
 * The popup with its data: the first pending offer, and each answer sent once through the submit guard (never
 * retried; a second click, tap or held Enter sends nothing). After an answer the offers are read again: the popup
 * shows the result above the next offer, or the result alone with Done once none is left. A failure shows in the
 * popup and leaves the offer to answer again.
 */
export function ContractOfferPopup({ offers, onClose }: ContractOfferPopupProps) {
  const client = useApiClient();
  const { t } = useTranslation();
  const currencySymbol = useQuery(walletBalanceQueryOptions(client)).data?.currencySymbol ?? '';
  const answer = useSubmitMutation(contractAnswerMutationOptions(client));
  const [sending, setSending] = useState<ContractAnswer | null>(null);
  const [result, setResult] = useState<ContractAnswerResultView | null>(null);
  const [error, setError] = useState<{ readonly key: string; readonly offer: string } | null>(null);
  const [answeredCount, setAnsweredCount] = useState(0);
  const offer = offers[0] ?? null;

  const onAnswer = (choice: ContractAnswer) => {
    if (!offer || answer.isPending) return;
    setSending(choice);
    setError(null);
    answer.submit(
      { offer, answer: choice },
      {
        onSuccess: () => {
          setSending(null);
          setResult({ contractType: offer.contractType, answer: choice, status: offer.status });
          setAnsweredCount((n) => n + 1);
        },
        onError: (failure) => {
          setSending(null);
          setError({ key: errorKeyOf(failure), offer: offer.key });
        },
      },
    );
  };

  return (
    <ContractOfferDialog
      offer={offer}
      position={{ index: answeredCount + 1, count: answeredCount + offers.length }}
      currencySymbol={currencySymbol}
      onAnswer={onAnswer}
      sending={answer.isPending ? sending : null}
      errorMessage={error && error.offer === offer?.key ? t(error.key) : null}
      result={result}
      onClose={onClose}
    />
  );
}
