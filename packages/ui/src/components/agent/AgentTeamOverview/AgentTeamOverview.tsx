import { formatBalance } from '@atrium/domain/format';
import { RECORD_RANGE_PRESETS } from '@atrium/domain/records';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker, type DateRangeValue } from '../../primitives/DateRangePicker';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import {
  Figure,
  FigureTerm,
  Figures,
  FigureValue,
  Frame,
  Panel,
  PanelTitle,
  Updating,
} from './AgentTeamOverview.styles';
import agentEnglish from '../../../i18n/locales/en/ui/agent.json';
import { registerPart } from '../../../i18n/registry';

registerPart('agent', agentEnglish);

/** The team's figures for the period (amounts in integer cents). */
export interface TeamFigures {
  readonly teamSize: number;
  readonly directCount: number;
  readonly newMembers: number;
  readonly activeMembers: number;
  readonly depositCents: number;
  readonly withdrawalCents: number;
  readonly validBetCents: number;
  /** From the players' side: above zero the team won. */
  readonly profitLossCents: number;
  readonly incomeCents: number;
}

export type TeamOverviewState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly errorKey?: string; readonly isRetrying?: boolean }
  /** `isUpdating`: another period's figures are on their way; the previous ones stay meanwhile. */
  | { readonly status: 'ready'; readonly isUpdating?: boolean };

export interface AgentTeamOverviewProps {
  readonly range: DateRangeValue;
  readonly onRangeChange: (range: DateRangeValue) => void;
  /** The instant the presets count from (epoch ms). */
  readonly now: number;
  /** The clock's UTC offset in minutes: the presets count its calendar days. */
  readonly offsetMinutes: number;
  readonly currencySymbol: string;
  readonly state: TeamOverviewState;
  /** The figures; shown when ready. */
  readonly figures: TeamFigures | null;
  readonly onRetry: () => void;
}

const COUNTS = ['teamSize', 'directCount', 'newMembers', 'activeMembers'] as const;
const AMOUNTS = [
  ['deposits', 'depositCents'],
  ['withdrawals', 'withdrawalCents'],
  ['validBets', 'validBetCents'],
  ['profitLoss', 'profitLossCents'],
  ['income', 'incomeCents'],
] as const;

/**
 * §2 agentTeamOverview, the agent centre's home page: the period (today, yesterday, past 7 and 30 days, or a custom
 * range), then the team's size, new and active members, and its deposits, withdrawals, valid bets, profit and loss
 * and the agent's income over the period. While another period loads, the previous figures stay with an
 * "updating" note; a failure is said with a retry, never a blank.
 */
export function AgentTeamOverview({
  range,
  onRangeChange,
  now,
  offsetMinutes,
  currencySymbol,
  state,
  figures,
  onRetry,
}: AgentTeamOverviewProps) {
  const { t, i18n } = useTranslation('ui');
  const membersId = useId();
  const moneyId = useId();
  const locale = i18n.resolvedLanguage ?? 'en';
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);
  const money = (cents: number, signed: boolean) => {
    const text = formatBalance(cents / 100, { locale, currencySymbol, isHidden: false })?.text ?? '';
    // A gain is told by its sign, not by colour alone.
    return signed && cents > 0 ? `+${text}` : text;
  };

  let body;
  if (state.status === 'loading') {
    body = (
      <div role="status" aria-label={t('Spinner.loading')}>
        <Skeleton lines={6} />
      </div>
    );
  } else if (state.status === 'error') {
    body = <ErrorState messageKey={state.errorKey} onRetry={onRetry} isRetrying={state.isRetrying ?? false} />;
  } else if (figures === null || figures.teamSize === 0) {
    body = <EmptyState message={t('AgentTeamOverview.empty')} />;
  } else {
    body = (
      <>
        {state.isUpdating && <Updating role="status">{t('AgentTeamOverview.updating')}</Updating>}
        <Panel aria-labelledby={membersId} aria-busy={state.isUpdating || undefined}>
          <PanelTitle id={membersId}>{t('AgentTeamOverview.members')}</PanelTitle>
          <Figures>
            {COUNTS.map((id) => (
              <Figure key={id}>
                <FigureTerm>{t(`AgentTeamOverview.figure.${id}`)}</FigureTerm>
                <FigureValue data-figure={id} dir="ltr">
                  {count(figures[id])}
                </FigureValue>
              </Figure>
            ))}
          </Figures>
        </Panel>
        <Panel aria-labelledby={moneyId} aria-busy={state.isUpdating || undefined}>
          <PanelTitle id={moneyId}>{t('AgentTeamOverview.money')}</PanelTitle>
          <Figures $isMoney>
            {AMOUNTS.map(([id, field]) => (
              <Figure key={id}>
                <FigureTerm>{t(`AgentTeamOverview.figure.${id}`)}</FigureTerm>
                <FigureValue data-figure={id} dir="ltr">
                  {money(figures[field], id === 'profitLoss')}
                </FigureValue>
              </Figure>
            ))}
          </Figures>
        </Panel>
      </>
    );
  }
  return (
    <Frame>
      <Panel aria-label={t('AgentTeamOverview.period')}>
        <DateRangePicker
          value={range}
          onChange={onRangeChange}
          now={now}
          offsetMinutes={offsetMinutes}
          presets={RECORD_RANGE_PRESETS}
          label={t('AgentTeamOverview.period')}
        />
      </Panel>
      {body}
    </Frame>
  );
}
