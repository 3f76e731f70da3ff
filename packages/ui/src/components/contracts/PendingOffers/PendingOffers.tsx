import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import contractsEnglish from '../../../i18n/locales/en/ui/contracts.json';
import { registerPart } from '../../../i18n/registry';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import { Card, Cards, Note, Section, SectionTitle } from '../ContractList/ContractList.styles';
import type { ContractOfferView } from '../types';

registerPart('contracts', contractsEnglish);

export interface PendingOffersProps {
  /** The offers waiting for the member's answer; null while they load. */
  readonly offers: readonly ContractOfferView[] | null;
  /** The failure (already translated); shown with a retry. */
  readonly errorMessage?: string | null;
  readonly onRetry?: () => void;
  readonly isRetrying?: boolean;
  /** Opens the contract popup's answer dialog on this offer. */
  readonly onOpen: (offer: ContractOfferView) => void;
}

/**
 * The contract offers waiting for the member's answer (§2 contract popup, §6 offers P, E and V), listed so that an
 * offer put off with "Later" can be answered at any time: each names its contract and what the upline asks, and
 * opens the popup's own dialog.
 */
export function PendingOffers({ offers, errorMessage = null, onRetry, isRetrying, onOpen }: PendingOffersProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const body = (() => {
    if (errorMessage)
      return (
        <ErrorState
          message={errorMessage}
          {...(onRetry ? { onRetry } : {})}
          {...(isRetrying !== undefined ? { isRetrying } : {})}
        />
      );
    if (!offers) return <Skeleton lines={3} />;
    if (offers.length === 0) return <EmptyState message={t('Contracts.offer.allAnswered')} />;
    return (
      <Cards>
        {offers.map((offer) => {
          const title = t(`Contracts.offer.title.${offer.contractType}`);
          const upline = offer.uplineName ?? t('Contracts.offer.uplineUnknown');
          return (
            <Card key={offer.key} aria-label={title}>
              <SectionTitle as="h3">{title}</SectionTitle>
              <Note>{t(`Contracts.offer.status.${offer.status}`, { upline })}</Note>
              <Button variant="secondary" onClick={() => onOpen(offer)}>
                {t('PendingOffers.open', { contract: t(`Contracts.offer.contractName.${offer.contractType}`) })}
              </Button>
            </Card>
          );
        })}
      </Cards>
    );
  })();
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('PendingOffers.title')}</SectionTitle>
      {body}
    </Section>
  );
}
