import { canPromote, type DownlineRow } from '@atrium/domain/agent';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../primitives/Dialog';
import { formatCents } from '../../forms/money';
import { gameKindKey } from '../../../i18n/gameKinds';
import { Facts, Hint } from './TeamManagement.styles';
import { promoteBlock } from './teamView';
import teamEnglish from '../../../i18n/locales/en/ui/agentTeam.json';
import agentRegisterPartEnglish from '../../../i18n/locales/en/ui/agentRegister.json';
import { registerPart } from '../../../i18n/registry';

registerPart('agentTeam', teamEnglish);
registerPart('agentRegister', agentRegisterPartEnglish);

/** The list's money and dates in the page's locale (a downline who never signed in says so). */
export function useTeamFormat(currencySymbol: string) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  return {
    money: (cents: number) => formatCents(cents, currencySymbol, locale),
    date: (ms: number | null) =>
      ms === null ? t('AgentTeam.field.never') : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(ms),
  };
}

/** What a phone's card and the details both show of a downline. */
export function DownlineFacts({ downline: d, currencySymbol }: { downline: DownlineRow; currencySymbol: string }) {
  const { t } = useTranslation('ui');
  const { money } = useTeamFormat(currencySymbol);
  return (
    <Facts>
      <dt>{t('AgentTeam.field.kind')}</dt>
      <dd>{t(`AgentTeam.register.${d.kind}`)}</dd>
      <dt>{t('AgentTeam.field.level')}</dt>
      <dd>{t('AgentTeam.level', { level: d.level })}</dd>
      <dt>{t('AgentTeam.field.upline')}</dt>
      <dd>{d.uplineName}</dd>
      <dt>{t('AgentTeam.field.balance')}</dt>
      <dd>{money(d.balanceCents)}</dd>
      <dt>{t('AgentTeam.field.status')}</dt>
      <dd>{t(`AgentTeam.status.${d.status}`)}</dd>
    </Facts>
  );
}

export interface DownlineDetailsProps {
  readonly downline: DownlineRow;
  readonly currencySymbol: string;
  readonly onClose: () => void;
  /** The container's actions (transfer, promote, contracts). */
  readonly renderActions?: ((downline: DownlineRow) => ReactNode) | undefined;
}

/** One downline's details in a dialog: dates, team, rebates, the facts, why it cannot be promoted, the actions. */
export function DownlineDetails({ downline: selected, currencySymbol, onClose, renderActions }: DownlineDetailsProps) {
  const { t } = useTranslation('ui');
  const { date } = useTeamFormat(currencySymbol);
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('AgentTeam.list.details', { username: selected.username })}
    >
      <Facts>
        <dt>{t('AgentTeam.field.username')}</dt>
        <dd>{selected.username}</dd>
        <dt>{t('AgentTeam.field.joined')}</dt>
        <dd>{date(selected.joinedAt)}</dd>
        <dt>{t('AgentTeam.field.lastLogin')}</dt>
        <dd>{date(selected.lastLoginAt)}</dd>
        {selected.kind === 'agent' && (
          <>
            <dt>{t('AgentTeam.field.teamSize')}</dt>
            <dd>{selected.teamSize}</dd>
          </>
        )}
        {selected.rebates && selected.rebates.length > 0 && (
          <>
            <dt>{t('AgentRegister.detailsRebates')}</dt>
            <dd>
              {selected.rebates
                .map((r) => t('AgentRegister.rebateItem', { game: t(gameKindKey(r.gameType)), percent: r.percent }))
                .join(t('AgentRegister.rebateSeparator'))}
            </dd>
          </>
        )}
      </Facts>
      <DownlineFacts downline={selected} currencySymbol={currencySymbol} />
      {!canPromote(selected) && (
        <Hint>{t(`AgentTeam.promote.notAllowed.${promoteBlock(selected)}`, { upline: selected.uplineName })}</Hint>
      )}
      {renderActions?.(selected)}
    </Dialog>
  );
}
