import type { DepositStatusView, DepositOrderView } from './DepositPanel.types';
import { useMoney, useDateTime } from './depositFormat';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../primitives/ErrorState';
import { Note, OrderRow, Orders, Panel, PanelTitle, Status, Text } from './DepositPanel.styles';
import depositEnglish from '../../../i18n/locales/en/ui/deposit.json';
import { registerPart } from '../../../i18n/registry';

registerPart('deposit', depositEnglish);

// ─── Earlier orders ─────────────────────────────────────────────────────────────────────────────────────────

const TONE: Readonly<Record<DepositStatusView, 'pending' | 'good' | 'bad'>> = {
  pending: 'pending',
  approved: 'good',
  rejected: 'bad',
  cancelled: 'bad',
  expired: 'bad',
};

export function OrderHistory({
  orders,
  currencySymbol,
  errorKey,
  onRetry,
  isRetrying,
  timeZone,
}: {
  readonly orders: readonly DepositOrderView[] | null;
  readonly currencySymbol: string;
  readonly errorKey: string | null;
  readonly onRetry: (() => void) | undefined;
  readonly isRetrying: boolean;
  readonly timeZone: string | undefined;
}) {
  const { t } = useTranslation('ui');
  const money = useMoney(currencySymbol);
  const dateTime = useDateTime(timeZone);
  if (orders === null && !errorKey) return null;
  if (orders !== null && orders.length === 0) return null;
  return (
    <Panel aria-labelledby="deposit-history-title">
      <PanelTitle id="deposit-history-title">{t('Deposit.history.title')}</PanelTitle>
      {orders === null ? (
        <ErrorState messageKey={errorKey ?? undefined} onRetry={onRetry} isRetrying={isRetrying} />
      ) : (
        <Orders>
          {orders.map((order) => (
            <OrderRow key={order.reference}>
              <span>
                <Text>
                  <bdi dir="ltr">{money(order.amountCents)}</bdi>
                </Text>
                <Note>
                  {order.channelName} · <bdi>{order.reference}</bdi> · {dateTime(order.createdAt)}
                </Note>
              </span>
              <span>
                <Status $tone={TONE[order.status]}>{t(`Deposit.status.${order.status}`)}</Status>
                {order.status === 'approved' && <Note>{t('Deposit.history.credited')}</Note>}
              </span>
            </OrderRow>
          ))}
        </Orders>
      )}
    </Panel>
  );
}
