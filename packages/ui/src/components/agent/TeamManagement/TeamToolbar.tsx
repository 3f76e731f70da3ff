import type { DownlineFilter } from '@atrium/domain/agent';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../primitives/Checkbox';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { PhoneOnly, Toolbar } from './TeamManagement.styles';
import { FIRST_DIRECTION, isSortKey, SORTS, type TeamView } from './teamView';
import agentTeamPartEnglish from '../../../i18n/locales/en/ui/agentTeam.json';
import { registerPart } from '../../../i18n/registry';

registerPart('agentTeam', agentTeamPartEnglish);

export interface TeamToolbarProps {
  readonly view: TeamView;
  /** The filter as shown, the typed search included. */
  readonly filter: DownlineFilter;
  readonly onFilterChange: (patch: Partial<DownlineFilter>) => void;
  readonly onViewChange: (next: TeamView) => void;
}

/** Search, kind, status and direct-only; on a phone also the sort key and order (wider, the headers sort). */
export function TeamToolbar({ view, filter, onFilterChange: update, onViewChange: change }: TeamToolbarProps) {
  const { t } = useTranslation('ui');
  return (
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
          value={view.sortKey}
          onValueChange={(key) => isSortKey(key) && change({ ...view, sortKey: key, direction: FIRST_DIRECTION[key] })}
          options={SORTS.map((s) => ({ value: s.key, label: t(s.label) }))}
        />
        <Select
          label={t('AgentTeam.list.order')}
          value={view.direction}
          onValueChange={(next) => change({ ...view, direction: next === 'desc' ? 'desc' : 'asc' })}
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
  );
}
