import type { DepositMethodKind, DepositMethodView, DepositPanelProps } from './DepositPanel.types';
import { useMoney, isolate } from './depositFormat';
import {
  acceptsAnyAmount,
  checkDepositAmount,
  checkDepositorName,
  DEPOSITOR_NAME_MAX_LENGTH,
  depositPresets,
  presetFieldText,
} from '@atrium/domain/deposit';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '../../primitives/RadioGroup';
import { TextField } from '../../primitives/TextField';
import { FormActions } from '../../forms/FormActions';
import { useSubmitGuard } from '../../forms/useSubmitGuard';
import { Form, FormError, Note, PresetButton, PresetLegend, Presets } from './DepositPanel.styles';
import depositEnglish from '../../../i18n/locales/en/ui/deposit.json';
import { registerPart } from '../../../i18n/registry';

registerPart('deposit', depositEnglish);

// ─── The form ───────────────────────────────────────────────────────────────────────────────────────────────

export function DepositForm({
  methods,
  currencySymbol,
  onSubmit,
  isSubmitting = false,
  submitErrorKey,
  submitErrorValues,
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
  const guard = useSubmitGuard(isSubmitting);

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
    guard(() =>
      onSubmit({
        method: method.kind,
        channelId: channel.id,
        amountCents: amountCheck.cents,
        ...(method.kind === 'bank' ? { depositorName: name.trim() } : {}),
      }),
    );
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
      <FormActions
        submitLabel={t('Deposit.submit')}
        isSubmitting={isSubmitting}
        failure={submitErrorKey ? t(submitErrorKey, { ...submitErrorValues, defaultValue: t('errors:unknown') }) : null}
      />
    </Form>
  );
}
