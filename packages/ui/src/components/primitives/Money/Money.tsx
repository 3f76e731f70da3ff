import { formatBalance } from '@atrium/domain/format';
import { VisuallyHidden } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../Spinner';
import { Amount, EyeIcon, Symbol, Toggle, Wrapper } from './Money.styles';

export interface MoneyProps {
  /** The balance as the server sent it; null or undefined while it loads. */
  readonly amount: number | null | undefined;
  /** The server's currency symbol, shown as given (spec §1). */
  readonly currencySymbol: string;
  /** BCP-47 tag for digits and separators; the UI language by default. */
  readonly locale?: string;
  /** Controlled show/hide state (spec §2 Header); leave out to let the component keep it. */
  readonly isHidden?: boolean;
  /** Initial state when uncontrolled. */
  readonly isHiddenByDefault?: boolean;
  readonly onHiddenChange?: (isHidden: boolean) => void;
  /** Shows the show/hide toggle (on by default). */
  readonly hasToggle?: boolean;
}

/**
 * A balance with the server's currency symbol, 2 decimals and thousands separators (spec §3, §9) through the
 * domain's `formatBalance`; hidden, it shows the asterisks with the symbol (spec §2 Header).
 */
export function Money({
  amount,
  currencySymbol,
  locale,
  isHidden: controlledHidden,
  isHiddenByDefault = false,
  onHiddenChange,
  hasToggle = true,
}: MoneyProps) {
  const { t, i18n } = useTranslation('ui');
  const [ownHidden, setOwnHidden] = useState(isHiddenByDefault);
  const isHidden = controlledHidden ?? ownHidden;
  const formatted = formatBalance(amount, {
    locale: locale ?? i18n.resolvedLanguage ?? 'en',
    currencySymbol,
    isHidden,
  });

  const symbolAt = formatted ? formatted.text.indexOf(formatted.currencySymbol) : 0;

  const toggle = () => {
    const next = !isHidden;
    if (controlledHidden === undefined) setOwnHidden(next);
    onHiddenChange?.(next);
  };

  return (
    <Wrapper>
      {formatted === null ? (
        <Spinner size="sm" label={t('Money.loading')} />
      ) : (
        <Amount>
          <VisuallyHidden.Root>{t('Money.balance')} </VisuallyHidden.Root>
          <span aria-hidden={isHidden || undefined} dir="ltr">
            {/* The domain's text is the reference (the sign precedes the symbol: "-¥1.00"); the symbol is styled. */}
            {formatted.text.slice(0, symbolAt)}
            <Symbol>{formatted.currencySymbol}</Symbol>
            {formatted.text.slice(symbolAt + formatted.currencySymbol.length)}
          </span>
          {isHidden && <VisuallyHidden.Root>{t('Money.hiddenAmount')}</VisuallyHidden.Root>}
        </Amount>
      )}
      {hasToggle && (
        <Toggle type="button" onClick={toggle} aria-label={isHidden ? t('Money.show') : t('Money.hide')}>
          <EyeIcon aria-hidden="true" viewBox="0 0 24 24" focusable="false">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
            {isHidden && <path d="M4 4l16 16" />}
          </EyeIcon>
        </Toggle>
      )}
    </Wrapper>
  );
}
