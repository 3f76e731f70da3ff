import {
  acceptsAnyAmount,
  checkDepositAmount,
  checkDepositorName,
  DEPOSITOR_NAME_MAX_LENGTH,
  depositPresets,
  presetFieldText,
  type DepositLimits,
} from '@atrium/domain/deposit';
import { formatBalance } from '@atrium/domain/format';
import { VisuallyHidden } from 'radix-ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import depositEnglish from '../../../i18n/locales/en/ui/deposit.json';
import { registerEnglishPart } from '../../../i18n/registry';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { QrCode } from '../../primitives/QrCode';
import { RadioGroup } from '../../primitives/RadioGroup';
import { Skeleton } from '../../primitives/Skeleton';
import { TextField } from '../../primitives/TextField';
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
  Form,
  FormError,
  Note,
  OrderRow,
  Orders,
  Panel,
  PanelTitle,
  PayLink,
  PresetButton,
  PresetLegend,
  Presets,
  QrBox,
  Status,
  Steps,
  Text,
} from './DepositPanel.styles';

registerEnglishPart(depositEnglish);

export type DepositMethodKind = 'bank' | 'qr' | 'online';

export interface DepositChannelView {
  readonly id: string;
  readonly name: string;
  readonly limits: DepositLimits;
  /** The server's presets in cents; only those within the limits are offered. */
  readonly presetCents: readonly number[];
  readonly feeNote: string | null;
}

export interface DepositMethodView {
  readonly kind: DepositMethodKind;
  readonly channels: readonly DepositChannelView[];
}

export type DepositStatusView = 'pending' | 'approved' | 'rejected' | 'cancelled' | 'expired';

export type DepositInstructionsView =
  | { readonly kind: 'bank'; readonly accountName: string; readonly accountNumber: string; readonly bankName: string }
  | { readonly kind: 'qr'; readonly qrValue: string }
  | { readonly kind: 'online'; readonly payUrl: string }
  | { readonly kind: 'none' };

export interface DepositOrderView {
  readonly reference: string;
  readonly method: DepositMethodKind;
  readonly channelName: string;
  readonly amountCents: number;
  readonly status: DepositStatusView;
  /** Epoch milliseconds. */
  readonly createdAt: number;
  readonly expiresAt: number | null;
  readonly instructions: DepositInstructionsView;
}

/** What the form asks for: one deposit order. */
export interface DepositRequest {
  readonly method: DepositMethodKind;
  readonly channelId: string;
  readonly amountCents: number;
  /** A manual bank transfer only. */
  readonly depositorName?: string;
}

export interface DepositPanelProps {
  /** The server's currency symbol, shown as given (§1). */
  readonly currencySymbol: string;
  /** Null while loading or after a failure. */
  readonly methods: readonly DepositMethodView[] | null;
  readonly isLoading?: boolean;
  /** The methods failed to load: an `errors:` key (§8). */
  readonly loadErrorKey?: string | null;
  readonly onRetry?: () => void;
  readonly isRetrying?: boolean;
  /** Sends the order; the container guards it (one request per action). */
  readonly onSubmit: (request: DepositRequest) => void;
  readonly isSubmitting?: boolean;
  /** Why the last order was refused: an `errors:` key; what was typed stays. */
  readonly submitErrorKey?: string | null;
  /** The member's latest orders, newest first; null while loading or after a failure. */
  readonly orders: readonly DepositOrderView[] | null;
  readonly ordersErrorKey?: string | null;
  readonly onRetryOrders?: () => void;
  readonly isRetryingOrders?: boolean;
  /** The order just made: its card takes the focus, so the member lands on its reference and instructions. */
  readonly newReference?: string | null;
  readonly onCancel?: (reference: string) => void;
  readonly cancellingReference?: string | null;
  readonly cancelErrorKey?: string | null;
  /** Copies a value (the clipboard by default). */
  readonly copyText?: (text: string) => Promise<void>;
  /** The IANA time zone times are shown in; the device's by default. */
  readonly timeZone?: string;
}

const defaultCopy = (text: string) => navigator.clipboard.writeText(text);

function useMoney(currencySymbol: string) {
  const { i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  return (cents: number) =>
    formatBalance(cents / 100, { locale, currencySymbol, isHidden: false })?.text ?? String(cents / 100);
}

/**
 * An amount inside a sentence, isolated (FSI … PDI) so that in Arabic its symbol and digits keep their order and do
 * not pull the words around them out of place.
 */
const isolate = (text: string) => `\u2068${text}\u2069`;

function useDateTime(timeZone: string | undefined) {
  const { i18n } = useTranslation('ui');
  const formatter = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
  return (epochMs: number) => formatter.format(epochMs);
}

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

// ─── The form ───────────────────────────────────────────────────────────────────────────────────────────────

function DepositForm({
  methods,
  currencySymbol,
  onSubmit,
  isSubmitting = false,
  submitErrorKey,
}: DepositPanelProps & { readonly methods: readonly DepositMethodView[] }) {
  const { t } = useTranslation(['ui', 'errors']);
  const money = useMoney(currencySymbol);
  const presetsId = useId();
  const [kind, setKind] = useState<DepositMethodKind>(methods[0]!.kind);
  const method = methods.find((m) => m.kind === kind) ?? methods[0]!;
  const [channelId, setChannelId] = useState(method.channels[0]!.id);
  const channel = method.channels.find((c) => c.id === channelId) ?? method.channels[0]!;
  const [amountText, setAmountText] = useState('');
  const [name, setName] = useState('');
  const [touched, setTouched] = useState({ amount: false, name: false });
  const [attempted, setAttempted] = useState(false);

  const amountCheck = checkDepositAmount(amountText, channel.limits);
  const amountError =
    !amountCheck.ok && (attempted || (touched.amount && amountCheck.error !== 'required'))
      ? t(`Deposit.amount.error.${amountCheck.error}`, {
          limit: amountCheck.limitCents === undefined ? '' : isolate(money(amountCheck.limitCents)),
        })
      : undefined;
  const nameCheck = method.kind === 'bank' ? checkDepositorName(name) : null;
  const nameError =
    nameCheck && (attempted || (touched.name && nameCheck !== 'required'))
      ? t(`Deposit.name.error.${nameCheck}`, { max: DEPOSITOR_NAME_MAX_LENGTH })
      : undefined;
  const presets = depositPresets(channel.presetCents, channel.limits);
  const { maxCents } = channel.limits;
  const limitsHint =
    maxCents === null
      ? t('Deposit.amount.hintMin', { min: isolate(money(Math.max(channel.limits.minCents, 1))) })
      : t('Deposit.amount.hint', {
          min: isolate(money(Math.max(channel.limits.minCents, 1))),
          max: isolate(money(maxCents)),
        });

  const chooseMethod = (next: string) => {
    const found = methods.find((m) => m.kind === next);
    if (!found) return;
    setKind(found.kind);
    setChannelId(found.channels[0]!.id);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (!amountCheck.ok || nameCheck !== null) return;
    onSubmit({
      method: method.kind,
      channelId: channel.id,
      amountCents: amountCheck.cents,
      ...(method.kind === 'bank' ? { depositorName: name.trim() } : {}),
    });
  };

  return (
    <Form onSubmit={submit} noValidate>
      <RadioGroup
        label={t('Deposit.method.label')}
        options={methods.map((m) => ({ value: m.kind, label: t(`Deposit.method.${m.kind}`) }))}
        value={method.kind}
        onValueChange={chooseMethod}
        orientation="vertical"
        isDisabled={isSubmitting}
      />
      <Note>{t(`Deposit.method.about.${method.kind}`)}</Note>
      <RadioGroup
        label={t('Deposit.channel.label')}
        options={method.channels.map((c) => ({ value: c.id, label: c.name }))}
        value={channel.id}
        onValueChange={setChannelId}
        isDisabled={isSubmitting}
      />
      {channel.feeNote && <Note>{t('Deposit.channel.fee', { note: channel.feeNote })}</Note>}
      {!acceptsAnyAmount(channel.limits) && <FormError role="alert">{t('Deposit.channel.unavailable')}</FormError>}
      <TextField
        label={t('Deposit.amount.label')}
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        onChange={(e) => setAmountText(e.target.value)}
        onBlur={() => setTouched((was) => ({ ...was, amount: true }))}
        hint={limitsHint}
        error={amountError}
        isRequired
        isDisabled={isSubmitting}
        dir="ltr"
      />
      {presets.length > 0 && (
        <div role="group" aria-labelledby={presetsId}>
          <PresetLegend id={presetsId}>{t('Deposit.amount.presets')}</PresetLegend>
          <Presets>
            {presets.map((cents) => {
              const isChosen = amountCheck.ok && amountCheck.cents === cents;
              return (
                <PresetButton
                  key={cents}
                  type="button"
                  aria-pressed={isChosen}
                  $isChosen={isChosen}
                  disabled={isSubmitting}
                  onClick={() => {
                    setAmountText(presetFieldText(cents));
                    setTouched((was) => ({ ...was, amount: true }));
                  }}
                >
                  {money(cents)}
                </PresetButton>
              );
            })}
          </Presets>
        </div>
      )}
      {method.kind === 'bank' && (
        <TextField
          label={t('Deposit.name.label')}
          hint={t('Deposit.name.hint')}
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onBlur={() => setTouched((was) => ({ ...was, name: true }))}
          error={nameError}
          isRequired
          isDisabled={isSubmitting}
        />
      )}
      {submitErrorKey && <FormError role="alert">{t(submitErrorKey, { defaultValue: t('errors:unknown') })}</FormError>}
      <Actions>
        <Button type="submit" isLoading={isSubmitting}>
          {t('Deposit.submit')}
        </Button>
      </Actions>
    </Form>
  );
}

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

function PendingOrder({
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

// ─── Earlier orders ─────────────────────────────────────────────────────────────────────────────────────────

const TONE: Readonly<Record<DepositStatusView, 'pending' | 'good' | 'bad'>> = {
  pending: 'pending',
  approved: 'good',
  rejected: 'bad',
  cancelled: 'bad',
  expired: 'bad',
};

function OrderHistory({
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
