import { checkTransferAmount, type TransferAmountError } from '@atrium/domain/wallet';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../forms/AmountField';
import { FormActions } from '../../forms/FormActions';
import { PaymentPasswordField } from '../../forms/PaymentPasswordField';
import { useClearOnResult } from '../../forms/useClearOnResult';
import { usePaymentEntry } from '../../forms/usePaymentEntry';
import { AMOUNT_ERROR_KEYS, formatCents } from '../../forms/money';
import { Form, Success } from '../../forms/MoneyPanel.styles';
import teamEnglish from '../../../i18n/locales/en/ui/agentTeam.json';
import walletEnglish from '../../../i18n/locales/en/ui/wallet.json';
import { registerPart } from '../../../i18n/registry';

registerPart('agentTeam', teamEnglish);
registerPart('wallet', walletEnglish);

export interface DownlineTransferRequest {
  readonly amountCents: number;
  /** Passed straight to the call; neither this component nor the container keeps it after the submit. */
  readonly paymentPassword: string;
}

export interface DownlineTransferResult {
  /** Unique per transfer: a new result clears the form. */
  readonly id: string;
  readonly amountCents: number;
}

export interface DownlineTransferProps {
  readonly username: string;
  /** The agent's main balance, the most a transfer can be. */
  readonly balanceCents: number;
  readonly currencySymbol: string;
  readonly onTransfer: (request: DownlineTransferRequest) => void;
  readonly isTransferring?: boolean;
  readonly result?: DownlineTransferResult | null;
  /** The failure, already translated: the typed amount stays so the agent can correct and send again. */
  readonly errorMessage?: string | null;
}

/**
 * §1 "transfers to a downline": an amount (the domain's amount rules against the agent's balance) and the payment
 * password. The success line names the amount and the downline; the password is cleared after every answer.
 */
export function DownlineTransfer({
  username,
  balanceCents,
  currencySymbol,
  onTransfer,
  isTransferring = false,
  result = null,
  errorMessage = null,
}: DownlineTransferProps) {
  const { t, i18n } = useTranslation('ui');
  const money = (cents: number) => formatCents(cents, currencySymbol, i18n.resolvedLanguage ?? 'en');
  const { amount, password, send } = usePaymentEntry<TransferAmountError>(isTransferring, result?.id ?? null);
  // A refusal keeps the amount but not the payment password: it never outlives an answer.
  useClearOnResult(errorMessage, () => password.change(''));
  // The last refusal stays in place while the next attempt is on its way (the container clears it as it sends): the
  // form never shrinks under a pending tap, so what sits below Transfer cannot slide under the finger. The next
  // answer replaces it.
  const [heldRefusal, setHeldRefusal] = useState(errorMessage);
  if (errorMessage !== null && errorMessage !== heldRefusal) setHeldRefusal(errorMessage);
  if (errorMessage === null && !isTransferring && heldRefusal !== null) setHeldRefusal(null);
  const refusal = errorMessage ?? (isTransferring ? heldRefusal : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTransferAmount(amount.value, balanceCents);
    send(checked.ok ? null : checked.error, () => {
      if (checked.ok) onTransfer({ amountCents: checked.cents, paymentPassword: password.value });
    });
  };

  return (
    <Form noValidate onSubmit={submit}>
      {result && (
        <Success role="status" aria-live="polite">
          {t('AgentTeam.transfer.success', { amount: money(result.amountCents), username })}
        </Success>
      )}
      <AmountField
        label={t('AgentTeam.transfer.amount')}
        value={amount.value}
        onChange={amount.change}
        hint={t('AgentTeam.transfer.available', { amount: money(balanceCents) })}
        error={amount.error ? t(AMOUNT_ERROR_KEYS[amount.error], { amount: money(balanceCents) }) : undefined}
      />
      <PaymentPasswordField value={password.value} onChange={password.change} error={password.error} />
      <FormActions submitLabel={t('AgentTeam.transfer.submit')} isSubmitting={isTransferring} failure={refusal} />
    </Form>
  );
}
