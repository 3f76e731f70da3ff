import { checkTransferAmount, type TransferAmountError } from '@atrium/domain/wallet';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFallback, type ListLoadState } from '../../forms/PagedRows';
import { AmountField } from '../../forms/AmountField';
import { FormActions } from '../../forms/FormActions';
import { PaymentPasswordField } from '../../forms/PaymentPasswordField';
import { usePaymentEntry } from '../../forms/usePaymentEntry';
import { AMOUNT_ERROR_KEYS, formatCents } from '../../forms/money';
import { Form, Panel, PanelText, PanelTitle, Success } from '../shared/Wallet.styles';
import walletEnglish from '../../../i18n/locales/en/ui/wallet.json';
import { registerPart } from '../../../i18n/registry';

registerPart('wallet', walletEnglish);

export interface UplineTransferRequest {
  readonly amountCents: number;
  /** Passed straight to the call; neither this component nor the container keeps it after the submit. */
  readonly paymentPassword: string;
}

/** A transfer the platform confirmed. */
export interface UplineTransferResult {
  /** Unique per transfer: a new result clears the form. */
  readonly id: string;
  readonly amountCents: number;
  /** The upline's account, as the platform named it; null when it did not. */
  readonly upline: string | null;
}

export interface UplineTransferPanelProps extends ListLoadState {
  /** The main wallet's balance, the money a transfer to the upline comes from; null while loading or failed. */
  readonly balanceCents: number | null;
  readonly currencySymbol: string;
  readonly onTransfer: (request: UplineTransferRequest) => void;
  readonly isTransferring?: boolean;
  readonly result?: UplineTransferResult | null;
  /** The failure (already translated); the amount stays, the password too so the member can correct it. */
  readonly errorMessage?: string | null;
}

/**
 * Spec §2 transferUpline / §1 "transfers to a downline or upline": an amount from the main wallet and the payment
 * password; the success message names the amount and the upline (docs/centres.md, H).
 */
export function UplineTransferPanel({
  balanceCents,
  currencySymbol,
  isLoading = false,
  onTransfer,
  isTransferring = false,
  result = null,
  errorMessage = null,
  ...load
}: UplineTransferPanelProps) {
  const { t, i18n } = useTranslation('ui');
  const money = (cents: number) => formatCents(cents, currencySymbol, i18n.resolvedLanguage ?? 'en');
  const titleId = useId();
  const { amount, password, send } = usePaymentEntry<TransferAmountError>(isTransferring, result?.id ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (balanceCents === null) return;
    const checked = checkTransferAmount(amount.value, balanceCents);
    send(checked.ok ? null : checked.error, () => {
      if (checked.ok) onTransfer({ amountCents: checked.cents, paymentPassword: password.value });
    });
  };

  return (
    <>
      {result && (
        <Success role="status" aria-live="polite">
          {result.upline
            ? t('Wallet.upline.success', { amount: money(result.amountCents), upline: result.upline })
            : t('Wallet.upline.successUnnamed', { amount: money(result.amountCents) })}
        </Success>
      )}
      <Panel aria-labelledby={titleId} aria-busy={isLoading || undefined}>
        <PanelTitle id={titleId}>{t('Wallet.upline.title')}</PanelTitle>
        <PanelText>{t('Wallet.upline.text')}</PanelText>
        {balanceCents !== null ? (
          <Form noValidate onSubmit={submit}>
            <AmountField
              label={t('Wallet.transfer.amount')}
              value={amount.value}
              onChange={amount.change}
              hint={t('Wallet.transfer.availableMain', { amount: money(balanceCents) })}
              error={amount.error ? t(AMOUNT_ERROR_KEYS[amount.error], { amount: money(balanceCents) }) : undefined}
            />
            <PaymentPasswordField value={password.value} onChange={password.change} error={password.error} />
            <FormActions submitLabel={t('Wallet.upline.submit')} isSubmitting={isTransferring} failure={errorMessage} />
          </Form>
        ) : (
          <LoadFallback {...load} skeletonLines={3} />
        )}
      </Panel>
    </>
  );
}
