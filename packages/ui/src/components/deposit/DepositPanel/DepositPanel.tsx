import depositEnglish from '../../../i18n/locales/en/ui/deposit.json';
import { registerPart } from '../../../i18n/registry';
import type { DepositPanelProps } from './DepositPanel.types';
import { defaultCopy } from './depositFormat';
import { DepositForm } from './DepositForm';
import { OrderHistory } from './OrderHistory';
import { PendingOrder } from './PendingOrder';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import { Panel, PanelTitle } from './DepositPanel.styles';

registerPart('deposit', depositEnglish);

/**
 * Spec §2 depositv2: choose a method (bank transfer, QR code, online payment) and a channel, type an amount within
 * the channel's limits (presets fill it), and make the order; the pending order then shows its reference, how to
 * pay it and what happens next. Loading, empty (no method offered) and error-with-retry states; phones first.
 */
export function DepositPanel(props: DepositPanelProps) {
  const { t } = useTranslation('ui');
  const { methods, orders } = props;
  const pending = orders?.filter((o) => o.status === 'pending') ?? [];
  const history = orders?.filter((o) => o.status !== 'pending') ?? [];
  return (
    <>
      {pending.map((order) => (
        <PendingOrder
          key={order.reference}
          order={order}
          currencySymbol={props.currencySymbol}
          isNew={order.reference === props.newReference}
          onCancel={props.onCancel}
          isCancelling={props.cancellingReference === order.reference}
          cancelErrorKey={props.cancellingReference === order.reference ? null : (props.cancelErrorKey ?? null)}
          copyText={props.copyText ?? defaultCopy}
          timeZone={props.timeZone}
        />
      ))}
      <Panel aria-labelledby="deposit-form-title" aria-busy={props.isLoading || undefined}>
        <PanelTitle id="deposit-form-title">{t('Deposit.form.title')}</PanelTitle>
        {methods ? (
          methods.length === 0 ? (
            <EmptyState message={t('Deposit.empty')} />
          ) : (
            <DepositForm {...props} methods={methods} />
          )
        ) : props.loadErrorKey ? (
          <ErrorState messageKey={props.loadErrorKey} onRetry={props.onRetry} isRetrying={props.isRetrying} />
        ) : (
          <Skeleton variant="text" lines={6} />
        )}
      </Panel>
      <OrderHistory
        orders={orders === null ? null : history}
        currencySymbol={props.currencySymbol}
        errorKey={props.ordersErrorKey ?? null}
        onRetry={props.onRetryOrders}
        isRetrying={props.isRetryingOrders ?? false}
        timeZone={props.timeZone}
      />
    </>
  );
}
