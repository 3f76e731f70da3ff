import type { DepositOrderView } from './DepositPanel.types';
import { useMoney, useDateTime } from './depositFormat';
import { VisuallyHidden } from 'radix-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { QrCode } from '../../primitives/QrCode';
import {
  Actions,
  CopyButtonRoot,
  CopyLine,
  CopyStatus,
  CopyValue,
  Details,
  DetailRow,
  DetailTerm,
  DetailValue,
  FormError,
  Panel,
  PanelTitle,
  PayLink,
  QrBox,
  Status,
  Steps,
} from './DepositPanel.styles';
import depositEnglish from '../../../i18n/locales/en/ui/deposit.json';
import { registerPart } from '../../../i18n/registry';

registerPart('deposit', depositEnglish);

// ─── The pending order ──────────────────────────────────────────────────────────────────────────────────────

function CopyButton({
  value,
  label,
  copyText,
}: {
  readonly value: string;
  readonly label: string;
  readonly copyText: (text: string) => Promise<void>;
}) {
  const { t } = useTranslation('ui');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () => {
    copyText(value).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <CopyLine>
      <CopyButtonRoot type="button" onClick={copy}>
        <span aria-hidden="true">{t('Deposit.copy.button')}</span>
        <VisuallyHidden.Root>{t('Deposit.copy.label', { what: label })}</VisuallyHidden.Root>
      </CopyButtonRoot>
      <CopyStatus role="status">
        {state === 'copied' ? t('Deposit.copy.done') : state === 'failed' ? t('Deposit.copy.failed') : ''}
      </CopyStatus>
    </CopyLine>
  );
}

function CopyRow({
  term,
  value,
  copyText,
  isLtr = false,
}: {
  readonly term: string;
  readonly value: string;
  readonly copyText: (text: string) => Promise<void>;
  readonly isLtr?: boolean;
}) {
  return (
    <DetailRow>
      <DetailTerm>{term}</DetailTerm>
      <DetailValue>
        <CopyValue dir={isLtr ? 'ltr' : undefined}>{value}</CopyValue>
        <CopyButton value={value} label={term} copyText={copyText} />
      </DetailValue>
    </DetailRow>
  );
}

/** What happens next, in three steps per way of paying (`Deposit.next.<kind>.<step>`). */
const NEXT_STEPS = [1, 2, 3] as const;

export function PendingOrder({
  order,
  currencySymbol,
  isNew,
  onCancel,
  isCancelling,
  cancelErrorKey,
  copyText,
  timeZone,
}: {
  readonly order: DepositOrderView;
  readonly currencySymbol: string;
  readonly isNew: boolean;
  readonly onCancel: ((reference: string) => void) | undefined;
  readonly isCancelling: boolean;
  readonly cancelErrorKey: string | null;
  readonly copyText: (text: string) => Promise<void>;
  readonly timeZone: string | undefined;
}) {
  const { t } = useTranslation(['ui', 'errors']);
  const money = useMoney(currencySymbol);
  const dateTime = useDateTime(timeZone);
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isNew) title.current?.focus();
  }, [isNew]);
  const { instructions } = order;
  return (
    <Panel aria-labelledby={titleId}>
      <PanelTitle id={titleId} ref={title} tabIndex={-1}>
        {t('Deposit.order.title')}
      </PanelTitle>
      <Status $tone="pending">{t('Deposit.status.pending')}</Status>
      <Details>
        <CopyRow term={t('Deposit.order.reference')} value={order.reference} copyText={copyText} isLtr />
        <DetailRow>
          <DetailTerm>{t('Deposit.order.amount')}</DetailTerm>
          <DetailValue>
            <bdi dir="ltr">{money(order.amountCents)}</bdi>
          </DetailValue>
        </DetailRow>
        <DetailRow>
          <DetailTerm>{t('Deposit.order.channel')}</DetailTerm>
          <DetailValue>{order.channelName}</DetailValue>
        </DetailRow>
        {instructions.kind === 'bank' && (
          <>
            <CopyRow term={t('Deposit.bank.accountName')} value={instructions.accountName} copyText={copyText} />
            <CopyRow
              term={t('Deposit.bank.accountNumber')}
              value={instructions.accountNumber}
              copyText={copyText}
              isLtr
            />
            <CopyRow term={t('Deposit.bank.bankName')} value={instructions.bankName} copyText={copyText} />
          </>
        )}
        {order.expiresAt !== null && (
          <DetailRow>
            <DetailTerm>{t('Deposit.order.expires')}</DetailTerm>
            <DetailValue>{dateTime(order.expiresAt)}</DetailValue>
          </DetailRow>
        )}
      </Details>
      {instructions.kind === 'qr' && (
        <QrBox>
          <QrCode value={instructions.qrValue} label={t('Deposit.qr.label')} displaySize="md" />
        </QrBox>
      )}
      {instructions.kind === 'online' && (
        <Actions>
          <PayLink href={instructions.payUrl} target="_blank" rel="noopener noreferrer">
            {t('Deposit.online.open')}
            <VisuallyHidden.Root>{t('Deposit.online.newWindow')}</VisuallyHidden.Root>
          </PayLink>
        </Actions>
      )}
      <PanelTitle as="h3">{t('Deposit.next.title')}</PanelTitle>
      <Steps>
        {NEXT_STEPS.map((step) => (
          <li key={step}>{t(`Deposit.next.${instructions.kind}.${step}`, { reference: order.reference })}</li>
        ))}
      </Steps>
      {cancelErrorKey && <FormError role="alert">{t(cancelErrorKey, { defaultValue: t('errors:unknown') })}</FormError>}
      {onCancel && (
        <Actions>
          <Button variant="secondary" isLoading={isCancelling} onClick={() => onCancel(order.reference)}>
            {t('Deposit.order.cancel')}
          </Button>
        </Actions>
      )}
    </Panel>
  );
}
