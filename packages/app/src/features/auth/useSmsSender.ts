import type { UseMutationOptions } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { isApiError } from '@atrium/api/errors';
import { type SmsSent } from '@atrium/api/session';
import { smsCountdownTotalSeconds } from '@atrium/domain/format';
import { useSubmitMutation } from '../../shared/submit';

/** The warning dialog of §8 "failed SMS send shows a warning dialog with the server message and a confirm button". */
export interface SmsWarning {
  /** The server's own message when it sent one, else null (then `messageKey` is shown). */
  readonly message: string | null;
  readonly messageKey: string;
}

export interface SmsSender<V> {
  send(variables: V): void;
  /** When the last code was sent (epoch ms), or null. */
  readonly sentAt: number | null;
  /** §4/§9 the countdown: 60 s per expiry minute the server returned. */
  readonly countdownSeconds: number;
  readonly isSending: boolean;
  readonly warning: SmsWarning | null;
  dismissWarning(): void;
}

/**
 * Sends an SMS code through `options` (login, registration, reset) and keeps the countdown and the failure. A send
 * while one is on its way sends nothing (the submit guard): one code, one message.
 */
export function useSmsSender<V>(
  options: UseMutationOptions<SmsSent, Error, V>,
  now: () => number = Date.now,
): SmsSender<V> {
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [countdownSeconds, setCountdownSeconds] = useState(() => smsCountdownTotalSeconds(null, false));
  const [warning, setWarning] = useState<SmsWarning | null>(null);
  const sms = useSubmitMutation(options);
  const send = (variables: V) =>
    sms.submit(variables, {
      onSuccess: (sent) => {
        setCountdownSeconds(sent.countdownSeconds);
        setSentAt(now());
      },
      onError: (error) => {
        setWarning(
          isApiError(error)
            ? { message: error.serverMessage ?? null, messageKey: error.messageKey }
            : { message: null, messageKey: 'errors:unknown' },
        );
      },
    });
  return {
    send,
    sentAt,
    countdownSeconds,
    isSending: sms.isPending,
    warning,
    dismissWarning: useCallback(() => setWarning(null), []),
  };
}
