import { smsCountdown } from '@atrium/domain/format';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { systemClock, type Clock } from './clock';

export interface CountdownButtonProps {
  /** When the code was sent (epoch ms); null before the first send. */
  readonly startedAt: number | null;
  /** Length of the countdown, from the domain's `smsCountdownTotalSeconds` (spec §4, §9). */
  readonly totalSeconds: number;
  /** A fixed "now" (epoch ms): the button shows the countdown at that instant and does not tick. */
  readonly now?: number;
  /** The clock that ticks the countdown when `now` is not given; the system clock by default. */
  readonly clock?: Clock;
  readonly onSend: () => void;
  /** True while the send request is under way: progress, no second press. */
  readonly isSending?: boolean;
  /** The idle label, already translated; "Send code" by default. */
  readonly label?: string;
  readonly variant?: 'primary' | 'secondary';
}

/**
 * The SMS code button (spec §4 "button disabled with countdown in seconds"): disabled and showing the seconds
 * left while the domain's `smsCountdown` runs; enabled again, as "Resend code", when it ends.
 */
export function CountdownButton({
  startedAt,
  totalSeconds,
  now,
  clock = systemClock,
  onSend,
  isSending = false,
  label,
  variant = 'secondary',
}: CountdownButtonProps) {
  const { t } = useTranslation('ui');
  const [clockNow, setClockNow] = useState(() => clock.now());
  const current = now ?? clockNow;
  const countdown = startedAt === null ? null : smsCountdown(startedAt, current, totalSeconds);
  const isCounting = countdown !== null && !countdown.canResend;

  useEffect(() => {
    if (now !== undefined || !isCounting) return undefined;
    return clock.subscribe(() => setClockNow(clock.now()));
  }, [clock, now, isCounting]);

  const text = isCounting
    ? t('CountdownButton.wait', { seconds: countdown.remainingSeconds })
    : startedAt === null
      ? (label ?? t('CountdownButton.send'))
      : t('CountdownButton.resend');

  return (
    <Button variant={variant} onClick={onSend} isLoading={isSending} disabled={isCounting}>
      {text}
    </Button>
  );
}
