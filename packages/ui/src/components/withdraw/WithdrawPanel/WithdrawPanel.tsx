import {
  canWithdraw,
  maxWithdrawalCents,
  parseAmountToCents,
  validateWithdrawalAmount,
  type WithdrawalAmountError,
} from '@atrium/domain/withdraw';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFallback, type ListLoadState } from '../../forms/PagedRows';
import withdrawEnglish from '../../../i18n/locales/en/ui/withdraw.json';
import { registerPart } from '../../../i18n/registry';
import { Button } from '../../primitives/Button';
import { RadioGroup } from '../../primitives/RadioGroup';
import { AmountField } from '../../forms/AmountField';
import { FormActions } from '../../forms/FormActions';
import { formatCents } from '../../forms/money';
import { PaymentPasswordField } from '../../forms/PaymentPasswordField';
import { usePaymentEntry } from '../../forms/usePaymentEntry';
import type { BankCardView, WithdrawInfoView } from '../shared/types';
import { Actions, Form, Notice, Panel, PanelTitle, Strong, Success, Text } from '../shared/Withdraw.styles';

registerPart('withdraw', withdrawEnglish);

export interface WithdrawRequest {
  readonly amountCents: number;
  readonly cardId: string;
  /** Passed straight to the call; neither this component nor the container keeps it after the submit. */
  readonly paymentPassword: string;
}

/** A withdrawal the platform accepted. */
export interface WithdrawResult {
  /** Unique per withdrawal: a new result clears the form. */
  readonly id: string;
  readonly amountCents: number;
}

export interface WithdrawPanelProps extends ListLoadState {
  /** Null while loading or failed. */
  readonly info: WithdrawInfoView | null;
  readonly cards: readonly BankCardView[] | null;
  readonly currencySymbol: string;
  readonly onWithdraw: (request: WithdrawRequest) => void;
  readonly isWithdrawing?: boolean;
  /** Opens the add-card form. */
  readonly onAddCard: () => void;
  readonly result?: WithdrawResult | null;
  /** The failure (already translated); everything typed stays, so the member can correct it. */
  readonly errorMessage?: string | null;
}

const AMOUNT_KEYS: Readonly<Record<WithdrawalAmountError, string>> = {
  amountRequired: 'Withdraw.amountError.amountRequired',
  amountInvalid: 'Withdraw.amountError.amountInvalid',
  amountBelowMinimum: 'Withdraw.amountError.amountBelowMinimum',
  amountAboveMaximum: 'Withdraw.amountError.amountAboveMaximum',
  amountAboveWithdrawable: 'Withdraw.amountError.amountAboveWithdrawable',
};

/**
 * §1 "Members … withdraw", §2 `withdraw`: the withdrawable amount and the limits, a bound card, the amount and the
 * payment password. Nothing is sent until the domain's rules pass; a failure keeps what was typed.
 */
export function WithdrawPanel({
  info,
  cards,
  currencySymbol,
  isLoading = false,
  onWithdraw,
  isWithdrawing = false,
  onAddCard,
  result = null,
  errorMessage = null,
  ...load
}: WithdrawPanelProps) {
  const { t, i18n } = useTranslation('ui');
  const money = (cents: number) => formatCents(cents, currencySymbol, i18n.resolvedLanguage ?? 'en');
  const titleId = useId();
  const { amount, password, send } = usePaymentEntry<WithdrawalAmountError>(isWithdrawing, result?.id ?? null);
  const [chosenCard, setChosenCard] = useState<string | null>(null);
  const [cardMissing, setCardMissing] = useState(false);
  // The refusal the member has since acted on (edited a field, or met a local check): the form shows one current
  // message, so a stale "incorrect password" never sits beside "is 6 digits". A new attempt shows the next refusal.
  const [staleRefusal, setStaleRefusal] = useState<string | null>(null);
  const refusal = errorMessage !== null && errorMessage !== staleRefusal ? errorMessage : null;
  const dismissRefusal = () => setStaleRefusal(errorMessage);

  const ready = info !== null && cards !== null;
  // One card is chosen for the member; with several, the first until they pick another.
  const cardId = chosenCard !== null && cards?.some((c) => c.id === chosenCard) ? chosenCard : (cards?.[0]?.id ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!info) return;
    const cents = parseAmountToCents(amount.value);
    const amountCheck = validateWithdrawalAmount(cents, info.limits, amount.value.trim() === '');
    setCardMissing(cardId === null);
    const isSent = send(
      amountCheck,
      () => {
        setStaleRefusal(null);
        if (cardId !== null && cents !== null)
          onWithdraw({ amountCents: cents, cardId, paymentPassword: password.value });
      },
      cardId !== null && cents !== null,
    );
    if (!isSent) dismissRefusal();
  };

  const limitsText = (limits: WithdrawInfoView['limits']) =>
    limits.maxCents === null
      ? t('Withdraw.limitsNoMax', { min: money(limits.minCents) })
      : t('Withdraw.limits', { min: money(limits.minCents), max: money(limits.maxCents) });

  return (
    <>
      {result && (
        <Success role="status" aria-live="polite">
          {t('Withdraw.success', { amount: money(result.amountCents) })}
        </Success>
      )}
      <Panel aria-labelledby={titleId} aria-busy={isLoading || undefined}>
        <PanelTitle id={titleId}>{t('Withdraw.title')}</PanelTitle>
        {ready ? (
          <>
            <Strong>{t('Withdraw.withdrawable', { amount: money(Math.max(0, info.limits.withdrawableCents)) })}</Strong>
            <Text>{limitsText(info.limits)}</Text>
            {!info.hasPaymentPassword ? (
              <Notice>{t('Withdraw.noPaymentPassword')}</Notice>
            ) : !canWithdraw(info.limits) ? (
              <Notice>{t('Withdraw.nothingWithdrawable')}</Notice>
            ) : null}
            {cards.length === 0 ? (
              <>
                <Text>{t('Withdraw.noCards')}</Text>
                <Actions>
                  <Button variant="secondary" onClick={onAddCard}>
                    {t('Withdraw.addCard')}
                  </Button>
                </Actions>
              </>
            ) : (
              <Form noValidate onSubmit={submit}>
                <RadioGroup
                  label={t('Withdraw.card')}
                  isRequired
                  options={cards.map((c) => ({
                    value: c.id,
                    label: t('Withdraw.cardOption', { bank: c.bankName, number: c.cardNo, name: c.accountName }),
                  }))}
                  value={cardId ?? undefined}
                  onValueChange={(value) => {
                    setChosenCard(value);
                    dismissRefusal();
                    setCardMissing(false);
                  }}
                  error={cardMissing ? t('Withdraw.cardRequired') : undefined}
                />
                <Actions>
                  <Button variant="secondary" onClick={onAddCard}>
                    {t('Withdraw.addCard')}
                  </Button>
                </Actions>
                <AmountField
                  label={t('Withdraw.amount')}
                  value={amount.value}
                  onChange={(value) => {
                    amount.change(value);
                    dismissRefusal();
                  }}
                  hint={limitsText(info.limits)}
                  error={
                    amount.error
                      ? t(AMOUNT_KEYS[amount.error], {
                          min: money(info.limits.minCents),
                          max: money(info.limits.maxCents ?? 0),
                          amount: money(Math.max(0, info.limits.withdrawableCents)),
                        })
                      : undefined
                  }
                  allLabel={t('Withdraw.withdrawAll')}
                  onAll={
                    canWithdraw(info.limits)
                      ? () => {
                          amount.change((maxWithdrawalCents(info.limits) / 100).toFixed(2));
                          dismissRefusal();
                        }
                      : undefined
                  }
                />
                <PaymentPasswordField
                  value={password.value}
                  onChange={(value) => {
                    password.change(value);
                    dismissRefusal();
                  }}
                  error={password.error}
                />
                <FormActions
                  submitLabel={t('Withdraw.submit')}
                  isSubmitting={isWithdrawing}
                  isDisabled={!info.hasPaymentPassword || !canWithdraw(info.limits)}
                  failure={refusal}
                />
              </Form>
            )}
          </>
        ) : (
          <LoadFallback {...load} skeletonLines={4} />
        )}
      </Panel>
    </>
  );
}
