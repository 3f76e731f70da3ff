import {
  ALL_DOWNLINES,
  canPromote,
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
import { ChevronDownIcon } from '../../primitives/Icon';
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
import registerPartEnglish from '../../../i18n/locales/en/ui/agentRegister.json';
import rebateEnglish from '../../../i18n/locales/en/ui/rebate.json';
import { registerPart } from '../../../i18n/registry';
import { gameKindKey } from '../../../i18n/gameKinds';

registerPart('agentTeam', teamEnglish);
registerPart('agentRegister', registerPartEnglish);
registerPart('rebate', rebateEnglish);

export type TeamManagementState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly errorKey?: string | undefined; readonly isRetrying?: boolean }
  | { readonly status: 'ready' };

export type SortDirection = 'asc' | 'desc';

/** What the list shows: the filters and the order (the container keeps it in the address). */
export interface TeamView {
  readonly filter: DownlineFilter;
  readonly sortKey: DownlineSortKey;
  readonly direction: SortDirection;
}

export const DEFAULT_TEAM_VIEW: TeamView = { filter: ALL_DOWNLINES, sortKey: 'username', direction: 'asc' };

/** A new sort key starts the way a reader expects it: names from A, dates and balances from the newest/highest. */
export const FIRST_DIRECTION: Readonly<Record<DownlineSortKey, SortDirection>> = {
  username: 'asc',
  joinedAt: 'desc',
  balance: 'desc',
  lastLoginAt: 'desc',
};

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

const PAGE_SIZE = 20;

const Toolbar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
  gap: ${(p) => p.theme.space[3]};
  align-items: end;
`;

/** The phone's sort controls: from the tablet width up the column headers sort instead. */
const PhoneOnly = styled.div`
  display: contents;
  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    display: none;
  }
`;

/** Cards on a phone (one column, never sideways); from the tablet width up the table below shows the same rows. */
const Cards = styled.ul`
  display: grid;
  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    display: none;
  }
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
    /* A word breaks only when it cannot fit a line of its own (a long username), so amounts and statuses stay whole. */
    overflow-wrap: break-word;
    font-variant-numeric: tabular-nums;
  }
`;

/** The table from the tablet width up (scrolling inside itself if the columns need more room than there is). */
const TableBox = styled.div`
  display: none;
  @media (min-width: ${(p) => p.theme.breakpoint.tablet}) {
    display: block;
    overflow-x: auto;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${(p) => p.theme.font.sizeSmall};
  caption {
    text-align: start;
    padding-block-end: ${(p) => p.theme.space[2]};
    color: ${(p) => p.theme.color.text.secondary};
  }
  th,
  td {
    padding: ${(p) => p.theme.space[2]};
    border-bottom: 1px solid ${(p) => p.theme.color.border.subtle};
    text-align: start;
    vertical-align: middle;
  }
  th[scope='col'] {
    color: ${(p) => p.theme.color.text.secondary};
    font-weight: 400;
    white-space: nowrap;
  }
  th[scope='row'] {
    font-weight: ${(p) => p.theme.font.weightBold};
    overflow-wrap: anywhere;
  }
  [data-numeric='true'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** A column header that sorts: the whole label is the button; the arrow only repeats what aria-sort says. */
const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]};
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/** The sorted column's arrow: up for ascending, down for descending (aria-sort says it to a screen reader). */
const Arrow = styled.span<{ $isUp: boolean }>`
  display: inline-flex;
  transform: ${(p) => (p.$isUp ? 'rotate(180deg)' : 'none')};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeSmall};
  color: ${(p) => p.theme.color.text.secondary};
`;

const SORTS: readonly { key: DownlineSortKey; label: string }[] = [
  { key: 'username', label: 'AgentTeam.list.sortUsername' },
  { key: 'joinedAt', label: 'AgentTeam.list.sortJoined' },
  { key: 'balance', label: 'AgentTeam.list.sortBalance' },
  { key: 'lastLoginAt', label: 'AgentTeam.list.sortLogin' },
];

const isSortKey = (value: string): value is DownlineSortKey => SORTS.some((s) => s.key === value);

/** Why the details offer no promotion (the domain's canPromote said no): the first rule the downline misses. */
function promoteBlock(d: DownlineRow): 'agent' | 'indirect' | 'frozen' {
  if (d.kind === 'agent') return 'agent';
  if (d.level !== 1) return 'indirect';
  return 'frozen';
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
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  const titleId = useId();
  const money = (cents: number) => formatCents(cents, currencySymbol, locale);
  const date = (ms: number | null) =>
    ms === null ? t('AgentTeam.field.never') : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(ms);
  const [ownView, setOwnView] = useState<TeamView>(view ?? DEFAULT_TEAM_VIEW);
  const current = view ?? ownView;
  // The typed search is the field's own (a keystroke never waits for the address to catch up); the rest is the view.
  const [search, setSearch] = useState(current.filter.search);
  const filter: DownlineFilter = { ...current.filter, search };
  const { sortKey, direction } = current;
  const [shown, setShown] = useState(PAGE_SIZE);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const rows = sortDownlines(filterDownlines(downlines, filter), sortKey, direction);
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
  /** A header pressed again turns its order round; another header starts in its own first direction. */
  const sortBy = (key: DownlineSortKey) =>
    change({
      ...current,
      sortKey: key,
      direction: key === sortKey ? (direction === 'asc' ? 'desc' : 'asc') : FIRST_DIRECTION[key],
    });
  const ariaSort = (key: DownlineSortKey) =>
    key === sortKey ? (direction === 'asc' ? 'ascending' : 'descending') : undefined;
  const sortHeader = (key: DownlineSortKey, label: string, isNumeric = false) => (
    <th scope="col" aria-sort={ariaSort(key)} data-numeric={isNumeric || undefined}>
      <SortButton type="button" onClick={() => sortBy(key)}>
        {label}
        {key === sortKey && (
          <Arrow $isUp={direction === 'asc'}>
            <ChevronDownIcon />
          </Arrow>
        )}
      </SortButton>
    </th>
  );
  const usernameHeader = sortHeader('username', t('AgentTeam.field.username'));
  const balanceHeader = sortHeader('balance', t('AgentTeam.field.balance'), true);
  const joinedHeader = sortHeader('joinedAt', t('AgentTeam.field.joined'));
  const lastLoginHeader = sortHeader('lastLoginAt', t('AgentTeam.field.lastLogin'));
  const detailsButton = (d: DownlineRow) => (
    <Button
      variant="secondary"
      aria-label={t('AgentTeam.list.details', { username: d.username })}
      onClick={() => setSelectedId(d.id)}
    >
      {t('AgentTeam.list.open')}
    </Button>
  );

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
          <PhoneOnly>
            <Select
              label={t('AgentTeam.list.sort')}
              value={sortKey}
              onValueChange={(key) =>
                isSortKey(key) && change({ ...current, sortKey: key, direction: FIRST_DIRECTION[key] })
              }
              options={SORTS.map((s) => ({ value: s.key, label: t(s.label) }))}
            />
            <Select
              label={t('AgentTeam.list.order')}
              value={direction}
              onValueChange={(next) => change({ ...current, direction: next === 'desc' ? 'desc' : 'asc' })}
              options={[
                { value: 'asc', label: t('AgentTeam.list.ascending') },
                { value: 'desc', label: t('AgentTeam.list.descending') },
              ]}
            />
          </PhoneOnly>
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
            <TableBox>
              <Table>
                <caption>{t('AgentTeam.list.caption')}</caption>
                <thead>
                  <tr>
                    {usernameHeader}
                    <th scope="col">{t('AgentTeam.field.kind')}</th>
                    <th scope="col">{t('AgentTeam.field.level')}</th>
                    <th scope="col">{t('AgentTeam.field.upline')}</th>
                    {balanceHeader}
                    <th scope="col">{t('AgentTeam.field.status')}</th>
                    {joinedHeader}
                    {lastLoginHeader}
                    <th scope="col">{t('AgentTeam.list.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.slice(0, shown).map((d) => (
                    <tr key={d.id}>
                      <th scope="row">{d.username}</th>
                      <td>{t(`AgentTeam.register.${d.kind}`)}</td>
                      <td>{d.level}</td>
                      <td>{d.uplineName}</td>
                      <td data-numeric="true">{money(d.balanceCents)}</td>
                      <td>{t(`AgentTeam.status.${d.status}`)}</td>
                      <td>{date(d.joinedAt)}</td>
                      <td>{date(d.lastLoginAt)}</td>
                      <td>{detailsButton(d)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableBox>
            <Cards>
              {rows.slice(0, shown).map((d) => (
                <Card key={d.id}>
                  <Name>{d.username}</Name>
                  {facts(d)}
                  {detailsButton(d)}
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
          {facts(selected)}
          {!canPromote(selected) && (
            <Hint>{t(`AgentTeam.promote.notAllowed.${promoteBlock(selected)}`, { upline: selected.uplineName })}</Hint>
          )}
          {renderActions?.(selected)}
        </Dialog>
      )}
    </Frame>
  );
}
