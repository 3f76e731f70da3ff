import { maxConvertiblePoints, previewConversion, type ConversionError } from '@atrium/domain/points';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import pointsEnglish from '../../../i18n/locales/en/ui/points.json';
import { registerPart } from '../../../i18n/registry';
import { Dialog } from '../../primitives/Dialog';
import { PasswordField } from '../../primitives/PasswordField';
import { AmountField } from '../../forms/AmountField';
import { FormActions } from '../../forms/FormActions';
import { useSubmitGuard } from '../../forms/useSubmitGuard';
import { formatCents, formatPoints } from '../shared/format';
import { Form, Strong, Text } from '../shared/Points.styles';
import type { ConvertTermsView } from '../shared/types';

registerPart('points', pointsEnglish);

export interface ConvertSubmission {
  readonly points: number;
  /** Passed straight to the call; neither this dialog nor the container keeps it after the submit. */
  readonly password: string;
}

export interface ConvertDialogProps {
  readonly isOpen: boolean;
  readonly terms: ConvertTermsView;
  readonly currentPoints: number;
  readonly currencySymbol: string;
  /** Called with valid input only. */
  readonly onSubmit: (submission: ConvertSubmission) => void;
  readonly isSubmitting?: boolean;
  /** The failure (already translated); everything typed stays. */
  readonly errorMessage?: string | null;
  readonly onClose: () => void;
}

const ERROR_KEYS: Readonly<Record<ConversionError, string>> = {
  pointsRequired: 'Points.convert.error.pointsRequired',
  pointsInvalid: 'Points.convert.error.pointsInvalid',
  belowMinimum: 'Points.convert.error.belowMinimum',
  notEnoughPoints: 'Points.convert.error.notEnoughPoints',
};

/**
 * §3 "ratio … points requirement", §7 MCS2_convertPoint: the terms, the points to convert, what they give (the
 * domain's arithmetic, shown before anything is sent) and the login password the platform checks.
 */
export function ConvertDialog(props: ConvertDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog
      title={t('Points.convert.title')}
      isOpen={props.isOpen}
      onOpenChange={(next) => {
        if (!next) props.onClose();
      }}
    >
      {/* Mounted only while open, so the password is gone once it closes. */}
      {props.isOpen && <ConvertForm {...props} />}
    </Dialog>
  );
}

function ConvertForm({
  terms,
  currentPoints,
  currencySymbol,
  onSubmit,
  isSubmitting = false,
  errorMessage = null,
  onClose,
}: ConvertDialogProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [passwordMissing, setPasswordMissing] = useState(false);
  const preview = previewConversion(typed, terms, currentPoints);
  const max = maxConvertiblePoints(terms, currentPoints);
  const guard = useSubmitGuard(isSubmitting);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    setPasswordMissing(password === '');
    if (!preview.ok || password === '') return;
    guard(() => onSubmit({ points: preview.points, password }));
  };

  const pointsError =
    showErrors && !preview.ok
      ? t(ERROR_KEYS[preview.error], {
          minimum: formatPoints(terms.pointsRequirement, locale),
          points: formatPoints(currentPoints, locale),
        })
      : undefined;

  return (
    <Form noValidate onSubmit={submit}>
      <Text>
        {t('Points.convert.terms', {
          ratio: formatPoints(terms.ratio, locale),
          unit: formatCents(100, currencySymbol, locale),
          minimum: formatPoints(terms.pointsRequirement, locale),
        })}
      </Text>
      <Strong>{t('Points.convert.available', { points: formatPoints(currentPoints, locale) })}</Strong>
      <AmountField
        label={t('Points.convert.pointsLabel')}
        inputMode="numeric"
        value={typed}
        onChange={setTyped}
        error={pointsError}
        allLabel={t('Points.convert.all')}
        onAll={max > 0 ? () => setTyped(String(max)) : undefined}
      />
      {preview.ok && (
        <Strong aria-live="polite" data-testid="convert-preview">
          {t('Points.convert.preview', {
            amount: formatCents(preview.cents, currencySymbol, locale),
            points: formatPoints(preview.points, locale),
          })}
        </Strong>
      )}
      <PasswordField
        label={t('Points.convert.password')}
        autoComplete="current-password"
        isRequired
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setPasswordMissing(false);
        }}
        error={passwordMissing ? t('Points.convert.error.passwordRequired') : undefined}
      />
      <FormActions
        submitLabel={t('Points.convert.submit')}
        isSubmitting={isSubmitting}
        failure={errorMessage}
        cancelLabel={t('Points.convert.cancel')}
        onCancel={onClose}
      />
    </Form>
  );
}
