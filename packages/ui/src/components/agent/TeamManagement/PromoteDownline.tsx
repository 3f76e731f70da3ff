import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import teamEnglish from '../../../i18n/locales/en/ui/agentTeam.json';
import { registerPart } from '../../../i18n/registry';

registerPart('agentTeam', teamEnglish);

/**
 * The promotion cannot be undone, so it stands apart from the money buttons: after a rule and a gap, never where a
 * tap meant for Transfer could land (the container puts it last among a downline's actions).
 */
const Apart = styled.div`
  margin-block-start: ${(p) => p.theme.space[6]};
  padding-block-start: ${(p) => p.theme.space[4]};
  border-block-start: 1px solid ${(p) => p.theme.color.border.subtle};
`;

export interface PromoteDownlineProps {
  readonly username: string;
  /** The promotion is on its way: the confirm button waits. */
  readonly isSending: boolean;
  /** The platform's answer: done, or refused with an `errors:` key; null before one. */
  readonly result: { readonly ok: true } | { readonly ok: false; readonly messageKey: string } | null;
  /** Sends the promotion (the container guards it: one request per press). */
  readonly onConfirm: () => void;
}

/**
 * §6 promote a direct member downline to agent: a confirmation that says what it means before anything is sent, the
 * answer where the agent looks (a polite status when done, an alert when refused, the question kept to try again).
 */
export function PromoteDownline({ username, isSending, result, onConfirm }: PromoteDownlineProps) {
  const { t } = useTranslation('ui');
  const [isAsking, setAsking] = useState(false);
  if (result?.ok) return <p role="status">{t('AgentTeam.promote.success', { username })}</p>;
  return (
    <Apart>
      {!isAsking ? (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t('AgentTeam.promote.open')}
        </Button>
      ) : (
        <div role="group" aria-label={t('AgentTeam.promote.title', { username })}>
          <p>{t('AgentTeam.promote.text', { username })}</p>
          <Button isLoading={isSending} onClick={onConfirm}>
            {t('AgentTeam.promote.confirm')}
          </Button>{' '}
          <Button variant="secondary" onClick={() => setAsking(false)}>
            {t('AgentTeam.promote.cancel')}
          </Button>
        </div>
      )}
      {result && !result.ok && <p role="alert">{t(result.messageKey)}</p>}
    </Apart>
  );
}
