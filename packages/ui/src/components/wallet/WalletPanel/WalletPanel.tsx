import { checkTransferAmount, type TransferAmountError } from '@atrium/domain/wallet';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { ErrorState } from '../../primitives/ErrorState';
import { RadioGroup } from '../../primitives/RadioGroup';
import { Skeleton } from '../../primitives/Skeleton';
import { AmountField } from '../../forms/AmountField';
import { FormActions } from '../../forms/FormActions';
import { useOfflineBlock } from '../../forms/offlineBlock';
import { useClearOnResult } from '../../forms/useClearOnResult';
import { useFieldEntry } from '../../forms/useFieldEntry';
import { useSubmitGuard } from '../../forms/useSubmitGuard';
import { AMOUNT_ERROR_KEYS, formatCents } from '../../forms/money';
import {
  Actions,
  BalanceAmount,
  BalanceName,
  Balances,
  Failure,
  Form,
  Panel,
  PanelText,
  PanelTitle,
  Success,
} from '../shared/Wallet.styles';
import walletEnglish from '../../../i18n/locales/en/ui/wallet.json';
import { registerPart } from '../../../i18n/registry';

registerPart('wallet', walletEnglish);

export interface WalletAccountView {
  readonly accountTypeId: number;
  /** The merchant's name for the wallet (the game vendor's), as the server gives it. */
  readonly name: string;
  readonly balanceCents: number;
}

/** Into a game wallet (from the main wallet) or out of it (back to the main wallet). */
export type WalletTransferDirection = 'in' | 'out';

export interface WalletTransferRequest {
  readonly direction: WalletTransferDirection;
  readonly gameWalletId: number;
  readonly amountCents: number;
}

/** A move the platform confirmed, shown as the page's status until the next one. */
export interface WalletMoveResult {
  /** Unique per move (the transfer id): a new result clears the amount typed. */
  readonly id: string;
  readonly kind: 'transfer' | 'recall';
  readonly direction: WalletTransferDirection;
  readonly amountCents: number;
  /** The game wallet's name; null for a recall of several wallets. */
  readonly walletName: string | null;
}

export interface WalletPanelProps {
  /** The main wallet; null while loading or after a failure. */
  readonly main: WalletAccountView | null;
  readonly gameWallets: readonly WalletAccountView[];
  readonly currencySymbol: string;
  readonly isLoading?: boolean;
  readonly hasError?: boolean;
  readonly isRetrying?: boolean;
  readonly onRetry?: () => void;
  /** Called with a checked amount; the container sends it once (one request id per intent). */
  readonly onTransfer: (request: WalletTransferRequest) => void;
  readonly isTransferring?: boolean;
  /** Moves every game wallet's money back to the main wallet. */
  readonly onRecallAll: () => void;
  readonly isRecalling?: boolean;
  readonly result?: WalletMoveResult | null;
  /** The last move's failure (already translated); what the user typed stays. */
  readonly errorMessage?: string | null;
}

/**
 * Spec §2 transferFund (wallet), for a multi-wallet merchant: the main and game wallets with their balances, a
 * transfer into a game wallet or back out of it, and "recall all" to the main wallet (docs/centres.md "recall balance").
 * The amount is checked with the domain's rule against the wallet the money leaves before anything is sent.
 */
export function WalletPanel({
  main,
  gameWallets,
  currencySymbol,
  isLoading = false,
  hasError = false,
  isRetrying = false,
  onRetry,
  onTransfer,
  isTransferring = false,
  onRecallAll,
  isRecalling = false,
  result = null,
  errorMessage = null,
}: WalletPanelProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  const money = (cents: number) => formatCents(cents, currencySymbol, locale);
  const titleId = useId();
  const formTitleId = useId();
  const [direction, setDirection] = useState<WalletTransferDirection>('in');
  const [walletId, setWalletId] = useState<string>('');
  const amount = useFieldEntry<TransferAmountError>();
  const guard = useSubmitGuard(isTransferring);
  // A confirmed move clears the amount, so the next transfer starts from an empty field; a failure keeps it.
  useClearOnResult(result?.id ?? null, amount.clear);

  const chosen = gameWallets.find((w) => String(w.accountTypeId) === walletId) ?? gameWallets[0] ?? null;
  const sourceCents = direction === 'in' ? (main?.balanceCents ?? 0) : (chosen?.balanceCents ?? 0);
  const inGames = gameWallets.reduce((sum, w) => sum + w.balanceCents, 0);
  const isBusy = isTransferring || isRecalling;
  // Recall all moves money outside the transfer form: it is blocked offline with the same reason, said beside it.
  const offline = useOfflineBlock();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    const checked = checkTransferAmount(amount.value, sourceCents);
    amount.setError(checked.ok ? null : checked.error);
    if (!checked.ok) return;
    guard(() => onTransfer({ direction, gameWalletId: chosen.accountTypeId, amountCents: checked.cents }));
  };

  const resultText =
    result === null
      ? null
      : result.kind === 'recall'
        ? t('Wallet.result.recall', { amount: money(result.amountCents) })
        : t(result.direction === 'in' ? 'Wallet.result.in' : 'Wallet.result.out', {
            amount: money(result.amountCents),
            wallet: result.walletName ?? '',
          });

  return (
    <>
      <Panel aria-labelledby={titleId} aria-busy={isLoading || undefined}>
        <PanelTitle id={titleId}>{t('Wallet.balances.title')}</PanelTitle>
        {main ? (
          <Balances>
            <BalanceName $isMain>{t('Wallet.balances.main')}</BalanceName>
            <BalanceAmount $isMain dir="ltr">
              {money(main.balanceCents)}
            </BalanceAmount>
            {gameWallets.map((wallet) => (
              <GameWalletRow key={wallet.accountTypeId} name={wallet.name} amount={money(wallet.balanceCents)} />
            ))}
          </Balances>
        ) : hasError ? (
          <ErrorState onRetry={onRetry} isRetrying={isRetrying} />
        ) : (
          <Skeleton variant="text" lines={4} />
        )}
        {main && offline.notice}
        {main && (
          <Actions>
            <Button
              variant="secondary"
              onClick={onRecallAll}
              isLoading={isRecalling}
              disabled={isBusy || inGames === 0 || offline.isBlocked}
              aria-describedby={offline.describedBy}
            >
              {t('Wallet.recall.button')}
            </Button>
          </Actions>
        )}
        {main && inGames === 0 && <PanelText>{t('Wallet.recall.nothing')}</PanelText>}
      </Panel>
      {resultText && (
        <Success role="status" aria-live="polite">
          {resultText}
        </Success>
      )}
      {main && chosen && (
        <Panel aria-labelledby={formTitleId}>
          <PanelTitle id={formTitleId}>{t('Wallet.transfer.title')}</PanelTitle>
          <Form noValidate onSubmit={submit}>
            <RadioGroup
              label={t('Wallet.transfer.direction')}
              orientation="vertical"
              value={direction}
              onValueChange={(value) => {
                setDirection(value === 'out' ? 'out' : 'in');
                amount.setError(null);
              }}
              options={[
                { value: 'in', label: t('Wallet.transfer.in') },
                { value: 'out', label: t('Wallet.transfer.out') },
              ]}
            />
            <RadioGroup
              label={t('Wallet.transfer.wallet')}
              orientation="vertical"
              value={String(chosen.accountTypeId)}
              onValueChange={(value) => {
                setWalletId(value);
                amount.setError(null);
              }}
              options={gameWallets.map((wallet) => ({
                value: String(wallet.accountTypeId),
                label: t('Wallet.transfer.walletOption', { wallet: wallet.name, amount: money(wallet.balanceCents) }),
              }))}
            />
            <AmountField
              label={t('Wallet.transfer.amount')}
              value={amount.value}
              onChange={amount.change}
              hint={t(direction === 'in' ? 'Wallet.transfer.availableMain' : 'Wallet.transfer.availableGame', {
                amount: money(sourceCents),
                wallet: chosen.name,
              })}
              error={amount.error ? t(AMOUNT_ERROR_KEYS[amount.error], { amount: money(sourceCents) }) : undefined}
            />
            <FormActions
              submitLabel={t('Wallet.transfer.submit')}
              isSubmitting={isTransferring}
              isDisabled={isRecalling}
              failure={errorMessage}
            />
          </Form>
        </Panel>
      )}
      {main && !chosen && errorMessage && <Failure role="alert">{errorMessage}</Failure>}
    </>
  );
}

/** One game wallet's row of the balance list. */
function GameWalletRow({ name, amount }: { readonly name: string; readonly amount: string }) {
  return (
    <>
      <BalanceName>{name}</BalanceName>
      <BalanceAmount dir="ltr">{amount}</BalanceAmount>
    </>
  );
}
