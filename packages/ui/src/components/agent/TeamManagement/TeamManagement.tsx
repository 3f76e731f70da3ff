import {
  ALL_DOWNLINES,
  filterDownlines,
  sortDownlines,
  type DownlineFilter,
  type DownlineRow,
  type DownlineSortKey,
} from '@atrium/domain/agent';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { Dialog } from '../../primitives/Dialog';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Select } from '../../primitives/Select';
import { Skeleton } from '../../primitives/Skeleton';
import { TextField } from '../../primitives/TextField';
import { formatCents } from '../../wallet/shared/amount';
import { Frame, Panel, PanelTitle } from '../AgentTeamOverview/AgentTeamOverview.styles';
import teamEnglish from '../../../i18n/locales/en/ui/agentTeam.json';
import { registerEnglishPart } from '../../../i18n/registry';

registerEnglishPart(teamEnglish);

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
  /** The search the page opens with (e.g. the username just added). */
  readonly initialSearch?: string;
}

const PAGE_SIZE = 20;

const Toolbar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
  gap: ${(p) => p.theme.space[3]};
  align-items: end;
`;

/** Cards on every width: a grid that is one column on a phone and several on a wide screen, never sideways. */
const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${(p) => p.theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]};
  min-width: 0;
  padding: ${(p) => p.theme.space[3]};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.raised};
`;

const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${(p) => p.theme.space[1]} ${(p) => p.theme.space[3]};
  margin: 0;
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const SORTS: readonly { key: DownlineSortKey; direction: 'asc' | 'desc'; label: string }[] = [
  { key: 'username', direction: 'asc', label: 'AgentTeam.list.sortUsername' },
  { key: 'joinedAt', direction: 'desc', label: 'AgentTeam.list.sortJoined' },
  { key: 'balance', direction: 'desc', label: 'AgentTeam.list.sortBalance' },
  { key: 'lastLoginAt', direction: 'desc', label: 'AgentTeam.list.sortLogin' },
];

/**
 * §2 downlineManagmentView: the agent's downline tree (direct and indirect) with search, filters and sorting (the
 * domain's rules), as cards that flow into columns on wide screens; one downline's details in a dialog with the
 * container's actions.
 */
export function TeamManagement({
  state,
  downlines,
  currencySymbol,
  onRetry,
  renderActions,
  initialSearch = '',
}: TeamManagementProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  const titleId = useId();
  const money = (cents: number) => formatCents(cents, currencySymbol, locale);
  const date = (ms: number | null) =>
    ms === null ? t('AgentTeam.field.never') : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(ms);
  const [filter, setFilter] = useState<DownlineFilter>({ ...ALL_DOWNLINES, search: initialSearch });
  const [sortIndex, setSortIndex] = useState(0);
  const [shown, setShown] = useState(PAGE_SIZE);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const sort = SORTS[sortIndex] ?? SORTS[0]!;
  const rows = sortDownlines(filterDownlines(downlines, filter), sort.key, sort.direction);
  const selected = downlines.find((d) => d.id === selectedId) ?? null;
  const update = (patch: Partial<DownlineFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setShown(PAGE_SIZE);
  };

  const facts = (d: DownlineRow) => (
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

  return (
    <Frame>
      <Panel aria-labelledby={titleId} aria-busy={state.status === 'loading' || undefined}>
        <PanelTitle id={titleId}>{t('AgentTeam.list.title')}</PanelTitle>
        <Toolbar>
          <TextField
            type="search"
            label={t('AgentTeam.list.search')}
            value={filter.search}
            onChange={(event) => update({ search: event.target.value })}
          />
          <Select
            label={t('AgentTeam.list.kind')}
            value={filter.kind}
            onValueChange={(kind) => update({ kind: kind === 'agent' || kind === 'member' ? kind : 'all' })}
            options={[
              { value: 'all', label: t('AgentTeam.list.all') },
              { value: 'member', label: t('AgentTeam.register.member') },
              { value: 'agent', label: t('AgentTeam.register.agent') },
            ]}
          />
          <Select
            label={t('AgentTeam.list.status')}
            value={filter.status}
            onValueChange={(status) => update({ status: status === 'active' || status === 'frozen' ? status : 'all' })}
            options={[
              { value: 'all', label: t('AgentTeam.list.all') },
              { value: 'active', label: t('AgentTeam.status.active') },
              { value: 'frozen', label: t('AgentTeam.status.frozen') },
            ]}
          />
          <Select
            label={t('AgentTeam.list.sort')}
            value={String(sortIndex)}
            onValueChange={(value) => setSortIndex(Number(value))}
            options={SORTS.map((s, index) => ({ value: String(index), label: t(s.label) }))}
          />
          <Checkbox
            label={t('AgentTeam.list.directOnly')}
            isChecked={filter.directOnly}
            onCheckedChange={(directOnly) => update({ directOnly })}
          />
        </Toolbar>
        {state.status === 'loading' ? (
          <Skeleton variant="text" lines={4} />
        ) : state.status === 'error' ? (
          <ErrorState messageKey={state.errorKey} onRetry={onRetry} isRetrying={state.isRetrying ?? false} />
        ) : rows.length === 0 ? (
          <EmptyState message={t('AgentTeam.list.empty')} />
        ) : (
          <>
            <p role="status">{t('AgentTeam.list.count', { count: rows.length })}</p>
            <Cards>
              {rows.slice(0, shown).map((d) => (
                <Card key={d.id}>
                  <Name>{d.username}</Name>
                  {facts(d)}
                  <Button
                    variant="secondary"
                    aria-label={t('AgentTeam.list.details', { username: d.username })}
                    onClick={() => setSelectedId(d.id)}
                  >
                    {t('AgentTeam.list.open')}
                  </Button>
                </Card>
              ))}
            </Cards>
            {rows.length > shown && (
              <Button variant="secondary" onClick={() => setShown((n) => n + PAGE_SIZE)}>
                {t('AgentTeam.list.more')}
              </Button>
            )}
          </>
        )}
      </Panel>
      {selected && (
        <Dialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setSelectedId(null)}
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
          </Facts>
          {facts(selected)}
          {renderActions?.(selected)}
        </Dialog>
      )}
    </Frame>
  );
}
