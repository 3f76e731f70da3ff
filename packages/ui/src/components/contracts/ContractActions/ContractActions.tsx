import {
  contractStatusWord,
  type ContractOfferState,
  type ContractOfferStatus,
  type ContractType,
  type UplineContractAction,
} from '@atrium/domain/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import contractEditorEnglish from '../../../i18n/locales/en/ui/contractEditor.json';
import contractsEnglish from '../../../i18n/locales/en/ui/contracts.json';
import { registerPart } from '../../../i18n/registry';
import { Button } from '../../primitives/Button';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import {
  Actions,
  Card,
  CardHeader,
  Cards,
  Counterpart,
  Note,
  Section,
  SectionTitle,
  Status,
} from '../ContractList/ContractList.styles';

registerPart('contractEditor', contractEditorEnglish);
registerPart('contracts', contractsEnglish);

/** Where the upline stands with one downline for one contract type. */
export interface ContractActionsRow {
  readonly type: ContractType;
  /** The latest contract's state; null when there never was one. */
  readonly state: ContractOfferState | null;
  /** A question waiting for the downline's answer: P a new offer, E new terms, V a request to end it. */
  readonly waiting: ContractOfferStatus | null;
  /** The domain's `uplineContractActions`. */
  readonly actions: readonly UplineContractAction[];
}

export interface ContractActionsProps {
  readonly downlineName: string;
  /** One row per contract type the brand offers; null while loading. */
  readonly rows: readonly ContractActionsRow[] | null;
  /** The failure (already translated), with a retry. */
  readonly errorMessage?: string | null;
  readonly onRetry?: () => void;
  readonly onAction: (type: ContractType, action: UplineContractAction) => void;
  /** Actions are refused meanwhile. */
  readonly isBusy?: boolean;
}

/**
 * §6 "offers, accepts or terminates contracts": for one direct downline, each contract type with where it stands
 * (no contract yet, or its status word and the question waiting) and the upline's actions for it: offer when there
 * is none, change or ask to end while one is in force, nothing while the downline has a question to answer.
 */
export function ContractActions({
  downlineName,
  rows,
  errorMessage = null,
  onRetry,
  onAction,
  isBusy = false,
}: ContractActionsProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const body = (() => {
    if (errorMessage) return <ErrorState message={errorMessage} {...(onRetry ? { onRetry } : {})} />;
    if (!rows) return <Skeleton lines={2} />;
    return (
      <Cards>
        {rows.map((row) => {
          const word = row.state ? contractStatusWord(row.state) : null;
          const contract = t(`Contracts.offer.contractName.${row.type}`);
          return (
            <Card key={row.type} aria-label={t(`ContractEditor.typeName.${row.type}`)}>
              <CardHeader>
                <Counterpart>{t(`ContractEditor.typeName.${row.type}`)}</Counterpart>
                {word ? (
                  <Status $word={word}>{t(`ContractList.status.${word}`)}</Status>
                ) : (
                  <Note>{t('ContractActions.none')}</Note>
                )}
              </CardHeader>
              {row.waiting && <Note>{t(`ContractList.request.${row.waiting}`)}</Note>}
              {row.actions.length > 0 && (
                <Actions>
                  {row.actions.map((action) => (
                    <Button
                      key={action}
                      variant={action === 'requestTerminate' ? 'secondary' : 'primary'}
                      disabled={isBusy}
                      onClick={() => onAction(row.type, action)}
                    >
                      {t(`ContractActions.action.${action}`, { contract })}
                    </Button>
                  ))}
                </Actions>
              )}
            </Card>
          );
        })}
      </Cards>
    );
  })();
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('ContractActions.title', { name: downlineName })}</SectionTitle>
      {body}
    </Section>
  );
}
