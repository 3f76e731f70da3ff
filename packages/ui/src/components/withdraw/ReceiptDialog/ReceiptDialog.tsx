import { PROOF_UPLOAD_LIMITS } from '@atrium/domain/uploads';
import {
  parseAmountToCents,
  validateWithdrawalConfirmation,
  withdrawalRemainderCents,
  type WithdrawalConfirmation,
  type WithdrawalConfirmationError,
  type WithdrawalReceiptAnswer,
} from '@atrium/domain/withdraw';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import withdrawEnglish from '../../../i18n/locales/en/ui/withdraw.json';
import { registerPart } from '../../../i18n/registry';
import { Dialog } from '../../primitives/Dialog';
import { RadioGroup } from '../../primitives/RadioGroup';
import { TextField } from '../../primitives/TextField';
import { FormActions } from '../../forms/FormActions';
import { formatCents, formatInstant } from '../../forms/money';
import { useSubmitGuard } from '../../forms/useSubmitGuard';
import { Failure, Form, Notice } from '../shared/Withdraw.styles';
import { ProofPicker, type PickedProof } from './ProofPicker';

registerPart('withdraw', withdrawEnglish);

export interface ReceiptSubmission {
  readonly answer: WithdrawalReceiptAnswer;
  /** Partially received only. */
  readonly receivedCents?: number;
  readonly remainingCents?: number;
  /** Checked png/jpg images, at most 3 (not received: at least one). */
  readonly proofs: readonly File[];
}

export interface ReceiptDialogProps {
  readonly isOpen: boolean;
  /** The amount paid out, in cents. */
  readonly disbursedCents: number;
  readonly currencySymbol: string;
  /** §4/§9 the server's minutes; null when the brand has none. */
  readonly autoConfirmMinutes: number | null;
  /** When this withdrawal counts as received (epoch ms), when known. */
  readonly autoConfirmAt?: number | null;
  /** Called with a valid answer only. */
  readonly onSubmit: (submission: ReceiptSubmission) => void;
  readonly isSubmitting?: boolean;
  /** The failure (already translated); the answer, amounts and pictures stay. */
  readonly errorMessage?: string | null;
  readonly onClose: () => void;
}

type AmountField = 'received' | 'remaining' | 'sum' | 'proofs';

const FIELD_OF: Readonly<Record<WithdrawalConfirmationError, AmountField>> = {
  disbursedAmountInvalid: 'sum',
  amountsDoNotSumToDisbursed: 'sum',
  receivedAmountInvalid: 'received',
  receivedAmountNotPositive: 'received',
  remainderInvalid: 'remaining',
  remainderNotPositive: 'remaining',
  proofImageRequired: 'proofs',
  proofImageType: 'proofs',
  proofImageTooLarge: 'proofs',
};

/**
 * §4 withdrawal confirmation: after disbursement the player answers received, not received (with up to 3 proof
 * images) or partially received (amount received and amount not received, adding up to the amount paid out). The
 * dialog says when an unanswered withdrawal counts as received and that such a forced receipt refunds nothing.
 */
export function ReceiptDialog(props: ReceiptDialogProps) {
  const { t, i18n } = useTranslation('ui');
  const amount = formatCents(props.disbursedCents, props.currencySymbol, i18n.resolvedLanguage ?? 'en');
  return (
    <Dialog
      title={t('Withdraw.receipt.title')}
      description={t('Withdraw.receipt.description', { amount })}
      isOpen={props.isOpen}
      onOpenChange={(next) => {
        if (!next) props.onClose();
      }}
    >
      {props.isOpen && <ReceiptForm {...props} />}
    </Dialog>
  );
}

function ReceiptForm({
  disbursedCents,
  currencySymbol,
  autoConfirmMinutes,
  autoConfirmAt = null,
  onSubmit,
  isSubmitting = false,
  errorMessage = null,
  onClose,
}: ReceiptDialogProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  const money = (cents: number) => formatCents(cents, currencySymbol, locale);
  // No answer is chosen for the player: "received" is final and refunds nothing (§4), so it is never a default.
  const [answer, setAnswer] = useState<WithdrawalReceiptAnswer | null>(null);
  const [isAnswerMissing, setIsAnswerMissing] = useState(false);
  const [received, setReceived] = useState('');
  const [remaining, setRemaining] = useState('');
  const [remainingTyped, setRemainingTyped] = useState(false);
  const [proofs, setProofs] = useState<readonly PickedProof[]>([]);
  const [errors, setErrors] = useState<readonly WithdrawalConfirmationError[]>([]);
  const guard = useSubmitGuard(isSubmitting);

  const errorFor = (field: AmountField) => {
    const code = errors.find((e) => FIELD_OF[e] === field);
    return code ? t(`Withdraw.receipt.error.${code}`, { amount: money(disbursedCents) }) : undefined;
  };

  const sumError = errorFor('sum');

  const confirmation = (chosen: WithdrawalReceiptAnswer): WithdrawalConfirmation => {
    switch (chosen) {
      case 'received':
        return { answer: chosen };
      case 'notReceived':
        return { answer: chosen, proofImage: proofs[0]?.file ?? null };
      case 'partiallyReceived':
        return {
          answer: chosen,
          receivedCents: parseAmountToCents(received) ?? Number.NaN,
          remainderCents: parseAmountToCents(remaining) ?? Number.NaN,
        };
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answer === null) {
      setIsAnswerMissing(true);
      return;
    }
    const checked = confirmation(answer);
    const found = validateWithdrawalConfirmation(checked, disbursedCents);
    setErrors(found);
    if (found.length > 0) return;
    const files = answer === 'received' ? [] : proofs.map((p) => p.file);
    guard(() =>
      onSubmit(
        checked.answer === 'partiallyReceived'
          ? {
              answer: 'partiallyReceived',
              receivedCents: checked.receivedCents,
              remainingCents: checked.remainderCents,
              proofs: files,
            }
          : { answer: checked.answer, proofs: files },
      ),
    );
  };

  return (
    <Form noValidate onSubmit={submit}>
      {autoConfirmMinutes !== null && (
        <Notice>
          {autoConfirmAt !== null
            ? t('Withdraw.receipt.autoNoticeAt', { time: formatInstant(autoConfirmAt, locale) })
            : t('Withdraw.receipt.autoNotice', { count: autoConfirmMinutes })}
        </Notice>
      )}
      <RadioGroup
        label={t('Withdraw.receipt.answer')}
        options={[
          { value: 'received', label: t('Withdraw.receipt.received') },
          { value: 'notReceived', label: t('Withdraw.receipt.notReceived') },
          { value: 'partiallyReceived', label: t('Withdraw.receipt.partiallyReceived') },
        ]}
        value={answer ?? ''}
        onValueChange={(value) => {
          setAnswer(value as WithdrawalReceiptAnswer);
          setIsAnswerMissing(false);
          setErrors([]);
        }}
        isRequired
        {...(isAnswerMissing ? { error: t('Withdraw.receipt.error.answerRequired') } : {})}
        isDisabled={isSubmitting}
      />
      {answer === 'partiallyReceived' && (
        <>
          <TextField
            label={t('Withdraw.receipt.receivedAmount')}
            inputMode="decimal"
            autoComplete="off"
            isRequired
            value={received}
            onChange={(event) => {
              const text = event.target.value;
              setReceived(text);
              // The remainder follows the amount received until the player types one of their own.
              const cents = parseAmountToCents(text);
              if (cents !== null && cents < disbursedCents && !remainingTyped) {
                setRemaining((withdrawalRemainderCents(disbursedCents, cents) / 100).toFixed(2));
              }
              setErrors([]);
            }}
            error={errorFor('received')}
          />
          <TextField
            label={t('Withdraw.receipt.remainingAmount')}
            inputMode="decimal"
            autoComplete="off"
            isRequired
            value={remaining}
            onChange={(event) => {
              setRemaining(event.target.value);
              setRemainingTyped(true);
              setErrors([]);
            }}
            hint={t('Withdraw.receipt.sumHint', { amount: money(disbursedCents) })}
            error={errorFor('remaining') ?? sumError}
          />
        </>
      )}
      {(answer === 'notReceived' || answer === 'partiallyReceived') && (
        <ProofPicker
          legend={t(answer === 'notReceived' ? 'Withdraw.receipt.proofs' : 'Withdraw.receipt.proofsOptional')}
          limits={PROOF_UPLOAD_LIMITS}
          proofs={proofs}
          onChange={(next) => {
            setProofs(next);
            setErrors([]);
          }}
          error={errorFor('proofs')}
          isDisabled={isSubmitting}
        />
      )}
      {answer === 'received' && sumError && <Failure role="alert">{sumError}</Failure>}
      <FormActions
        isInDialog
        submitLabel={t('Withdraw.receipt.submit')}
        isSubmitting={isSubmitting}
        failure={errorMessage}
        cancelLabel={t('Withdraw.receipt.cancel')}
        onCancel={onClose}
      />
    </Form>
  );
}
