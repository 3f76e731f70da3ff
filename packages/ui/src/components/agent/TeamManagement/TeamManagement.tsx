import { filterDownlines, sortDownlines, type DownlineFilter, type DownlineRow } from '@atrium/domain/agent';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import { Frame, Panel, PanelTitle } from '../AgentTeamOverview/AgentTeamOverview.styles';
import teamEnglish from '../../../i18n/locales/en/ui/agentTeam.json';
import registerPartEnglish from '../../../i18n/locales/en/ui/agentRegister.json';
import rebateEnglish from '../../../i18n/locales/en/ui/rebate.json';
import { registerPart } from '../../../i18n/registry';
import { DownlineDetails } from './DownlineDetails';
import { DownlineRows } from './DownlineRows';
import { TeamToolbar } from './TeamToolbar';
import { DEFAULT_TEAM_VIEW, PAGE_SIZE, sortedBy, type TeamView } from './teamView';

registerPart('agentTeam', teamEnglish);
registerPart('agentRegister', registerPartEnglish);
registerPart('rebate', rebateEnglish);

export type TeamManagementState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly errorKey?: string | undefined; readonly isRetrying?: boolean }
  | { readonly status: 'ready' };

export interface TeamManagementProps {
  readonly state: TeamManagementState;
  readonly downlines: readonly DownlineRow[];
  readonly currencySymbol: string;
  readonly onRetry?: () => void;
  /** The actions of one downline's details (transfer, promote, contracts): the container's. */
  readonly renderActions?: (downline: DownlineRow) => ReactNode;
  /** The filters and order to show (controlled); left out, the list keeps its own, starting from the defaults. */
  readonly view?: TeamView;
  readonly onViewChange?: (next: TeamView) => void;
}

/**
 * §2 downlineManagmentView: the agent's downline tree (direct and indirect) with search, filters and sorting (the
 * domain's rules): a table with sortable column headers from the tablet width up, the same rows as cards on a
 * phone (with a sort key and order of their own); one downline's details in a dialog with the container's actions.
 */
export function TeamManagement({
  state,
  downlines,
  currencySymbol,
  onRetry,
  renderActions,
  view,
  onViewChange,
}: TeamManagementProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const [ownView, setOwnView] = useState<TeamView>(view ?? DEFAULT_TEAM_VIEW);
  const current = view ?? ownView;
  // The typed search is the field's own (a keystroke never waits for the address to catch up); the rest is the view.
  const [search, setSearch] = useState(current.filter.search);
  const filter: DownlineFilter = { ...current.filter, search };
  const [shown, setShown] = useState(PAGE_SIZE);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const rows = sortDownlines(filterDownlines(downlines, filter), current.sortKey, current.direction);
  const selected = downlines.find((d) => d.id === selectedId) ?? null;
  const change = (next: TeamView) => {
    if (view === undefined) setOwnView(next);
    onViewChange?.(next);
    setShown(PAGE_SIZE);
  };
  const update = (patch: Partial<DownlineFilter>) => {
    if (patch.search !== undefined) setSearch(patch.search);
    change({ ...current, filter: { ...filter, ...patch } });
  };

  return (
    <Frame>
      <Panel aria-labelledby={titleId} aria-busy={state.status === 'loading' || undefined}>
        <PanelTitle id={titleId}>{t('AgentTeam.list.title')}</PanelTitle>
        <TeamToolbar view={current} filter={filter} onFilterChange={update} onViewChange={change} />
        {state.status === 'loading' ? (
          <Skeleton variant="text" lines={4} />
        ) : state.status === 'error' ? (
          <ErrorState messageKey={state.errorKey} onRetry={onRetry} isRetrying={state.isRetrying ?? false} />
        ) : rows.length === 0 ? (
          <EmptyState message={t('AgentTeam.list.empty')} />
        ) : (
          <>
            <p role="status">{t('AgentTeam.list.count', { count: rows.length })}</p>
            <DownlineRows
              rows={rows.slice(0, shown)}
              view={current}
              currencySymbol={currencySymbol}
              onSort={(key) => change(sortedBy(current, key))}
              onOpen={(d) => setSelectedId(d.id)}
            />
            {rows.length > shown && (
              <Button variant="secondary" onClick={() => setShown((n) => n + PAGE_SIZE)}>
                {t('AgentTeam.list.more')}
              </Button>
            )}
          </>
        )}
      </Panel>
      {selected && (
        <DownlineDetails
          downline={selected}
          currencySymbol={currencySymbol}
          onClose={() => setSelectedId(null)}
          renderActions={renderActions}
        />
      )}
    </Frame>
  );
}
