import type { DownlineRow, DownlineSortKey } from '@atrium/domain/agent';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { ChevronDownIcon } from '../../primitives/Icon';
import { DownlineFacts, useTeamFormat } from './DownlineDetails';
import { Arrow, Card, Cards, Name, SortButton, Table, TableBox } from './TeamManagement.styles';
import type { TeamView } from './teamView';
import agentTeamPartEnglish from '../../../i18n/locales/en/ui/agentTeam.json';
import { registerPart } from '../../../i18n/registry';

registerPart('agentTeam', agentTeamPartEnglish);

export interface DownlineRowsProps {
  /** The rows to show, filtered, sorted and cut to the page already. */
  readonly rows: readonly DownlineRow[];
  readonly view: TeamView;
  readonly currencySymbol: string;
  readonly onSort: (key: DownlineSortKey) => void;
  readonly onOpen: (downline: DownlineRow) => void;
}

/**
 * The same rows twice, one shown by width: a table with sortable column headers from the tablet width up, cards on a
 * phone (one column, never sideways).
 */
export function DownlineRows({ rows, view, currencySymbol, onSort, onOpen }: DownlineRowsProps) {
  const { t } = useTranslation('ui');
  const { money, date } = useTeamFormat(currencySymbol);
  const { sortKey, direction } = view;
  const ariaSort = (key: DownlineSortKey) =>
    key === sortKey ? (direction === 'asc' ? 'ascending' : 'descending') : undefined;
  const sortHeader = (key: DownlineSortKey, label: string, isNumeric = false) => (
    <th scope="col" aria-sort={ariaSort(key)} data-numeric={isNumeric || undefined}>
      <SortButton type="button" onClick={() => onSort(key)}>
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
      onClick={() => onOpen(d)}
    >
      {t('AgentTeam.list.open')}
    </Button>
  );

  return (
    <>
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
            {rows.map((d) => (
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
        {rows.map((d) => (
          <Card key={d.id}>
            <Name>{d.username}</Name>
            <DownlineFacts downline={d} currencySymbol={currencySymbol} />
            {detailsButton(d)}
          </Card>
        ))}
      </Cards>
    </>
  );
}
