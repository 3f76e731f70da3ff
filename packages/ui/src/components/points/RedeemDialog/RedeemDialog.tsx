import { redeemCost, type QuantityError } from '@atrium/domain/points';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import pointsEnglish from '../../../i18n/locales/en/ui/points.json';
import { registerPart } from '../../../i18n/registry';
import { Dialog } from '../../primitives/Dialog';
import { PasswordField } from '../../primitives/PasswordField';
import { TextField } from '../../primitives/TextField';
import { FormActions } from '../../forms/FormActions';
import { useSubmitGuard } from '../../forms/useSubmitGuard';
import { formatPoints } from '../shared/format';
import { Form, Strong, Text } from '../shared/Points.styles';
import type { PointGoodView } from '../shared/types';

registerPart('points', pointsEnglish);

export interface RedeemSubmission {
  readonly goodId: string;
  readonly quantity: number;
  /** Trimmed; only for a good that ships. */
  readonly address?: string;
  /** Passed straight to the call; not kept after the submit. */
  readonly password: string;
}

export interface RedeemDialogProps {
  /** The good being redeemed; null when closed. */
  readonly good: PointGoodView | null;
  readonly currentPoints: number;
  /** Called with valid input only. */
  readonly onSubmit: (submission: RedeemSubmission) => void;
  readonly isSubmitting?: boolean;
  /** The failure (already translated); everything typed stays. */
  readonly errorMessage?: string | null;
  readonly onClose: () => void;
}

const QUANTITY_KEYS: Readonly<Record<QuantityError, string>> = {
  quantityInvalid: 'Points.redeem.error.quantityInvalid',
  quantityAboveStock: 'Points.redeem.error.quantityAboveStock',
  notEnoughPoints: 'Points.redeem.error.notEnoughPoints',
};

/**
 * §7 MCS2_redeemPointReward: the quantity, the delivery address where the good ships, what it costs in points (the
 * domain's arithmetic, shown before sending) and the login password the platform checks.
 */
export function RedeemDialog(props: RedeemDialogProps) {
  const { t, i18n } = useTranslation('ui');
  const { good } = props;
  return (
    <Dialog
      title={t('Points.redeem.title', { name: good?.name ?? '' })}
      description={
        good
          ? t('Points.redeem.description', {
              points: formatPoints(good.pointsRequirement, i18n.resolvedLanguage ?? 'en'),
            })
          : undefined
      }
      isOpen={good !== null}
      onOpenChange={(next) => {
        if (!next) props.onClose();
      }}
    >
      {/* Mounted only while open (and anew per good), so the password is gone once it closes. */}
      {good && <RedeemForm key={good.id} {...props} good={good} />}
    </Dialog>
  );
}

function RedeemForm({
  good,
  currentPoints,
  onSubmit,
  isSubmitting = false,
  errorMessage = null,
  onClose,
}: RedeemDialogProps & { readonly good: PointGoodView }) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  const [quantity, setQuantity] = useState('1');
  const [address, setAddress] = useState('');
  const [password, setPassword] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const typedQuantity = /^\s*\d+\s*$/.test(quantity) ? Number(quantity) : Number.NaN;
  const cost = redeemCost(good, typedQuantity, currentPoints);
  const addressMissing = good.needsAddress && address.trim() === '';
  const guard = useSubmitGuard(isSubmitting);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (!cost.ok || addressMissing || password === '') return;
    guard(() =>
      onSubmit({
        goodId: good.id,
        quantity: typedQuantity,
        ...(good.needsAddress ? { address: address.trim() } : {}),
        password,
      }),
    );
  };

  return (
    <Form noValidate onSubmit={submit}>
      <TextField
        label={t('Points.redeem.quantity')}
        inputMode="numeric"
        autoComplete="off"
        isRequired
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        error={
          showErrors && !cost.ok
            ? t(QUANTITY_KEYS[cost.error], {
                count: good.stock ?? 0,
                points: formatPoints(currentPoints, locale),
              })
            : undefined
        }
      />
      {good.needsAddress && (
        <TextField
          label={t('Points.redeem.address')}
          autoComplete="street-address"
          isRequired
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          hint={t('Points.redeem.addressHint')}
          error={showErrors && addressMissing ? t('Points.redeem.error.addressRequired') : undefined}
        />
      )}
      {cost.ok ? (
        <Strong aria-live="polite">
          {t('Points.redeem.cost', {
            points: formatPoints(cost.points, locale),
            available: formatPoints(currentPoints, locale),
          })}
        </Strong>
      ) : (
        <Text>{t('Points.convert.available', { points: formatPoints(currentPoints, locale) })}</Text>
      )}
      <PasswordField
        label={t('Points.redeem.password')}
        autoComplete="current-password"
        isRequired
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={showErrors && password === '' ? t('Points.redeem.error.passwordRequired') : undefined}
      />
      <FormActions
        submitLabel={t('Points.redeem.submit')}
        isSubmitting={isSubmitting}
        failure={errorMessage}
        cancelLabel={t('Points.redeem.cancel')}
        onCancel={onClose}
      />
    </Form>
  );
}
