import type { TwoFactorMethod } from '@atrium/api/session';
import { TwoFactorDialog } from '@atrium/ui/auth';

export interface TwoFactorContainerProps {
  readonly method: TwoFactorMethod;
  /** The masked number the code went to, when the refusal names it. */
  readonly maskedTarget: string | null;
  readonly isSubmitting: boolean;
  readonly errorKey: string | null;
  /** The figures the refusal names (a break's end), when it names any. */
  readonly errorValues?: Readonly<Record<string, string>> | undefined;
  readonly onSubmit: (answer: string) => void;
  readonly onCancel: () => void;
}

/** §2 "extra two-factor step for an unregistered IP". The answer lives in component state only, never stored. */
export function TwoFactorContainer({
  method,
  maskedTarget,
  isSubmitting,
  errorKey,
  errorValues,
  onSubmit,
  onCancel,
}: TwoFactorContainerProps) {
  return (
    <TwoFactorDialog
      isOpen
      method={method}
      maskedMobile={maskedTarget}
      isSubmitting={isSubmitting}
      errorKey={errorKey}
      {...(errorValues ? { errorValues } : {})}
      onSubmit={(answer) => onSubmit(answer.answer)}
      onCancel={onCancel}
    />
  );
}
