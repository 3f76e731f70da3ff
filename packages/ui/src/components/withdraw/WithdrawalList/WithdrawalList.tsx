import { awaitsReceiptAnswer } from '@atrium/domain/withdraw';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import withdrawEnglish from '../../../i18n/locales/en/ui/withdraw.json';
import { registerPart } from '../../../i18n/registry';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { formatCents, formatInstant } from '../../forms/money';
import type { ReceiptResultView, WithdrawalView } from '../shared/types';
import { LoadFallback, type ListLoadState } from '../../forms/PagedRows';
import { Actions, Panel, PanelTitle, Row, RowHead, Rows, Success, Text } from '../shared/Withdraw.styles';

registerPart('withdraw', withdrawEnglish);

export interface WithdrawalListProps extends ListLoadState {
  /** Newest first; null while loading or failed. */
  readonly items: readonly WithdrawalView[] | null;
  readonly currencySymbol: string;
  /** What the last receipt answer did, said above the list where the member looks. */
  readonly receiptResult?: ReceiptResultView | null;
  /** Opens the receipt confirmation for a disbursed withdrawal. */
  readonly onConfirmReceipt: (withdrawal: WithdrawalView) => void;
}

/**
 * The member's withdrawals and where each stands (§4): in review, rejected, paid out and waiting for the receipt
 * answer (with the time it counts as received), or confirmed and how.
 */
export function WithdrawalList({
  items,
  currencySymbol,
  isLoading = false,
  receiptResult = null,
  onConfirmReceipt,
  ...load
}: WithdrawalListProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  const money = (cents: number) => formatCents(cents, currencySymbol, locale);
  const titleId = useId();

  const outcomeText = (w: WithdrawalView) => {
    switch (w.outcome) {
      case 'received':
        return t('Withdraw.list.outcome.received');
      case 'notReceived':
        return t('Withdraw.list.outcome.notReceived');
      case 'partiallyReceived':
        return t('Withdraw.list.outcome.partiallyReceived', {
          received: money(w.receivedCents ?? 0),
          remaining: money(w.remainingCents ?? 0),
        });
      case 'auto':
        return t('Withdraw.list.outcome.auto');
      case null:
        return t('Withdraw.list.state.confirmed');
    }
  };

  return (
    <Panel aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <PanelTitle id={titleId}>{t('Withdraw.list.title')}</PanelTitle>
      {receiptResult && (
        <Success role="status" aria-live="polite">
          {receiptResult.outcome === 'received'
            ? t('Withdraw.receipt.done.received')
            : receiptResult.refundedCents > 0
              ? t(
                  receiptResult.outcome === 'notReceived'
                    ? 'Withdraw.receipt.done.notReceived'
                    : 'Withdraw.receipt.done.partiallyReceived',
                  { amount: money(receiptResult.refundedCents) },
                )
              : t('Withdraw.receipt.done.recorded')}
        </Success>
      )}
      {items === null ? (
        <LoadFallback {...load} skeletonLines={3} />
      ) : items.length === 0 ? (
        <EmptyState message={t('Withdraw.list.empty')} />
      ) : (
        <Rows>
          {items.map((w) => (
            <Row key={w.id} data-state={w.state}>
              <RowHead>
                <span>{money(w.amountCents)}</span>
                <span>{w.state === 'confirmed' ? outcomeText(w) : t(`Withdraw.list.state.${w.state}`)}</span>
              </RowHead>
              <Text>
                {t('Withdraw.list.card')} {w.bankName} {w.cardNo}
              </Text>
              <Text>
                {t('Withdraw.list.requested')} {formatInstant(w.createdAt, locale)}
              </Text>
              {awaitsReceiptAnswer(w.state) && (
                <>
                  {w.autoConfirmAt !== null && (
                    <Text>{t('Withdraw.list.autoConfirmAt', { time: formatInstant(w.autoConfirmAt, locale) })}</Text>
                  )}
                  <Actions>
                    <Button
                      onClick={() => onConfirmReceipt(w)}
                      aria-label={t('Withdraw.list.confirmFor', { amount: money(w.amountCents) })}
                    >
                      {t('Withdraw.list.confirm')}
                    </Button>
                  </Actions>
                </>
              )}
            </Row>
          ))}
        </Rows>
      )}
    </Panel>
  );
}
