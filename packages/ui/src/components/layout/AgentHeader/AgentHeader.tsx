import { agentClock } from '@atrium/domain/format';
import { VisuallyHidden } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { systemClock, type Clock } from '../../primitives/CountdownButton';
import { LogoutIcon } from '../../primitives/Icon';
import { LanguageSelect, type LanguageSelectProps } from '../LanguageSelect';
import {
  Account,
  Action,
  Bar,
  ClockText,
  Language,
  LogoutGlyph,
  Name,
  Title,
  Who,
  WhoLabel,
  Zone,
} from './AgentHeader.styles';
import agentEnglish from '../../../i18n/locales/en/ui/agent.json';
import { registerPart } from '../../../i18n/registry';

registerPart('agent', agentEnglish);

export interface AgentHeaderProps {
  /** The agent's nickname; null shows the account instead (spec §2 /agentHome "agent nickname or account"). */
  readonly nickname: string | null;
  readonly account: string;
  readonly onLogout: () => void;
  /** True while the logout call is under way: the button shows progress and refuses a second press. */
  readonly isLoggingOut?: boolean;
  /** The clock's zone, in minutes ahead of UTC (480 for GMT+8); the browser's zone by default. */
  readonly utcOffsetMinutes?: number;
  /** What ticks the clock: the system clock (every second) by default; stories and tests pass `manualClock`. */
  readonly clock?: Clock;
  /**
   * The language selector, as the member side's menu offers it (the same control, choices and storage): agents choose
   * their language too. Left out, the header has none.
   */
  readonly languageSelect?: LanguageSelectProps;
}

/**
 * The agent centre's header (spec §2 /agentHome): the GMT zone and a live clock that ticks each second (§9 "Agent
 * clock 1000 ms"; the text comes from the domain's `agentClock`), who is signed in, and log out.
 */
export function AgentHeader({
  nickname,
  account,
  onLogout,
  isLoggingOut = false,
  utcOffsetMinutes,
  clock = systemClock,
  languageSelect,
}: AgentHeaderProps) {
  const { t } = useTranslation('ui');
  const [tick, setTick] = useState(() => ({ clock, now: clock.now() }));
  let now = tick.now;
  if (tick.clock !== clock) {
    // Another clock was passed in: read it now rather than show the old one's time until its first tick.
    now = clock.now();
    setTick({ clock, now });
  }

  useEffect(() => clock.subscribe(() => setTick({ clock, now: clock.now() })), [clock]);

  const offset = utcOffsetMinutes ?? -new Date(now).getTimezoneOffset();
  const shown = agentClock(now, offset);

  return (
    <Bar>
      <Title>{t('AgentHeader.title')}</Title>
      {shown && (
        <ClockText>
          <VisuallyHidden.Root>{t('AgentHeader.clock')}</VisuallyHidden.Root>
          <Zone>{shown.zone}</Zone>
          <time dateTime={new Date(now).toISOString()}>{shown.time}</time>
        </ClockText>
      )}
      {languageSelect && (
        <Language>
          <LanguageSelect {...languageSelect} />
        </Language>
      )}
      <Account>
        <Who>
          <WhoLabel>{t('AgentHeader.signedInAs')}</WhoLabel>
          <Name dir="auto">{nickname || account}</Name>
        </Who>
        <Action>
          <Button variant="secondary" onClick={onLogout} isLoading={isLoggingOut}>
            <LogoutGlyph>
              <LogoutIcon />
            </LogoutGlyph>
            {t('AgentHeader.logout')}
          </Button>
        </Action>
      </Account>
    </Bar>
  );
}
