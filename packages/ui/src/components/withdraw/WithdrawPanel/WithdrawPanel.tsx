import {
  canWithdraw,
  maxWithdrawalCents,
  parseAmountToCents,
  validateWithdrawalAmount,
  type WithdrawalAmountError,
} from '@atrium/domain/withdrawal';
import { checkPaymentPasswordEntry, type PaymentPasswordEntryError } from '@atrium/domain/account';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import withdrawEnglish from '../../../i18n/locales/en/ui/withdraw.json';
import { registerPart } from '../../../i18n/registry';
import { Button } from '../../primitives/Button';
import { ErrorState } from '../../primitives/ErrorState';
import { RadioGroup } from '../../primitives/RadioGroup';
import { Skeleton } from '../../primitives/Skeleton';
import { TextField } from '../../primitives/TextField';
import { PaymentPasswordField } from '../../member/shared/PaymentPasswordField';
import { useClearOnResult } from '../../member/shared/useClearOnResult';
import { formatCents } from '../shared/money';
import type { BankCardView, WithdrawInfoView } from '../shared/types';
import { Actions, Failure, Form, Notice, Panel, PanelTitle, Strong, Success, Text } from '../shared/Withdraw.styles';

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

export interface WithdrawPanelProps {
  /** Null while loading or failed. */
  readonly info: WithdrawInfoView | null;
  readonly cards: readonly BankCardView[] | null;
  readonly currencySymbol: string;
  readonly isLoading?: boolean;
  readonly hasError?: boolean;
  /** Why loading failed: a key of the `errors` namespace (the api error's `messageKey`). */
  readonly loadErrorKey?: string | null;
  readonly isRetrying?: boolean;
  readonly onRetry?: () => void;
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
  hasError = false,
  loadErrorKey = null,
  isRetrying = false,
  onRetry,
  onWithdraw,
  isWithdrawing = false,
  onAddCard,
  result = null,
  errorMessage = null,
}: WithdrawPanelProps) {
  const { t, i18n } = useTranslation('ui');
  const money = (cents: number) => formatCents(cents, currencySymbol, i18n.resolvedLanguage ?? 'en');
  const titleId = useId();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [chosenCard, setChosenCard] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<WithdrawalAmountError | null>(null);
  const [passwordError, setPasswordError] = useState<PaymentPasswordEntryError | null>(null);
  const [cardMissing, setCardMissing] = useState(false);
  // The refusal the member has since acted on (edited a field, or met a local check): the form shows one current
  // message, so a stale "incorrect password" never sits beside "is 6 digits". A new attempt shows the next refusal.
  const [staleRefusal, setStaleRefusal] = useState<string | null>(null);
  const refusal = errorMessage !== null && errorMessage !== staleRefusal ? errorMessage : null;
  const dismissRefusal = () => setStaleRefusal(errorMessage);

  useClearOnResult(result?.id ?? null, () => {
    setAmount('');
    setPassword('');
    setAmountError(null);
    setPasswordError(null);
  });

  const ready = info !== null && cards !== null;
  // One card is chosen for the member; with several, the first until they pick another.
  const cardId = chosenCard !== null && cards?.some((c) => c.id === chosenCard) ? chosenCard : (cards?.[0]?.id ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!info) return;
    const amountCheck = validateWithdrawalAmount(parseAmountToCents(amount), info.limits, amount.trim() === '');
    const passwordCheck = checkPaymentPasswordEntry(password);
    setAmountError(amountCheck);
    setPasswordError(passwordCheck);
    setCardMissing(cardId === null);
    const cents = parseAmountToCents(amount);
    if (amountCheck || passwordCheck || cardId === null || cents === null) {
      dismissRefusal();
      return;
    }
    setStaleRefusal(null);
    onWithdraw({ amountCents: cents, cardId, paymentPassword: password });
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
                <TextField
                  label={t('Withdraw.amount')}
                  inputMode="decimal"
                  autoComplete="off"
                  isRequired
                  value={amount}
                  onChange={(event) => {
                    setAmount(event.target.value);
                    setAmountError(null);
                    dismissRefusal();
                  }}
                  hint={limitsText(info.limits)}
                  error={
                    amountError
                      ? t(AMOUNT_KEYS[amountError], {
                          min: money(info.limits.minCents),
                          max: money(info.limits.maxCents ?? 0),
                          amount: money(Math.max(0, info.limits.withdrawableCents)),
                        })
                      : undefined
                  }
                />
                {canWithdraw(info.limits) && (
                  <Actions>
                    <Button
                      variant="secondary"
                      onClick={() => {
                        setAmount((maxWithdrawalCents(info.limits) / 100).toFixed(2));
                        setAmountError(null);
                        dismissRefusal();
                      }}
                    >
                      {t('Withdraw.withdrawAll')}
                    </Button>
                  </Actions>
                )}
                <PaymentPasswordField
                  value={password}
                  onChange={(value) => {
                    setPassword(value);
                    setPasswordError(null);
                    dismissRefusal();
                  }}
                  error={passwordError}
                />
                {refusal && <Failure role="alert">{refusal}</Failure>}
                <Actions>
                  <Button
                    type="submit"
                    isLoading={isWithdrawing}
                    disabled={!info.hasPaymentPassword || !canWithdraw(info.limits)}
                  >
                    {t('Withdraw.submit')}
                  </Button>
                </Actions>
              </Form>
            )}
          </>
        ) : hasError ? (
          <ErrorState messageKey={loadErrorKey ?? undefined} onRetry={onRetry} isRetrying={isRetrying} />
        ) : (
          <Skeleton variant="text" lines={4} />
        )}
      </Panel>
    </>
  );
}
