import {
  DEPOSIT_LIMIT_KEYS,
  isRealityCheckMinutes,
  LOSS_LIMIT_KEYS,
  REALITY_CHECK_MINUTES,
  type ExclusionPeriod,
  type LimitKey,
  type RealityCheckMinutes,
  type SaferPlayState,
} from '@atrium/domain/saferPlay';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../forms/money';
import { ErrorState } from '../../primitives/ErrorState';
import { RadioGroup } from '../../primitives/RadioGroup';
import { Skeleton } from '../../primitives/Skeleton';
import { BreakSection } from './BreakSection';
import { LimitForm } from './LimitForm';
import { LimitForms, Page, PageTitle, Panel, PanelText, PanelTitle } from './SaferPlayPage.styles';
import saferPlayEnglish from '../../../i18n/locales/en/ui/saferPlay.json';
import { registerPart } from '../../../i18n/registry';

registerPart('saferPlay', saferPlayEnglish);

/** The page's three kinds of limit, each a panel of its forms; the session limit is in minutes, the others money. */
const LIMIT_PANELS: readonly { readonly kind: 'deposit' | 'loss' | 'session'; readonly keys: readonly LimitKey[] }[] = [
  { kind: 'deposit', keys: DEPOSIT_LIMIT_KEYS },
  { kind: 'loss', keys: LOSS_LIMIT_KEYS },
  { kind: 'session', keys: ['sessionMinutes'] },
];

export interface SaferPlayPageProps {
  /** The member's settings; undefined until loaded. */
  readonly state: SaferPlayState | undefined;
  readonly status: 'loading' | 'error' | 'ready';
  readonly onRetry: () => void;
  /** The time the page reasons about (pending changes, the end of a break), from the app's clock. */
  readonly now: number;
  /** The currency symbol money limits are shown in. */
  readonly currency?: string;
  readonly onSaveLimit: (key: LimitKey, value: number | null) => Promise<void> | void;
  readonly savingLimit: LimitKey | null;
  /** The platform's refusal of a limit change: the limit and an `errors` key. */
  readonly limitError: { readonly key: LimitKey; readonly messageKey: string } | null;
  readonly onSaveRealityCheck: (minutes: RealityCheckMinutes) => void;
  readonly savingRealityCheck: boolean;
  readonly onTakeBreak: (period: ExclusionPeriod) => void;
  readonly takingBreak: boolean;
  /** The platform's refusal of a break: an `errors` key. */
  readonly breakErrorKey: string | null;
}

/**
 * The member centre's safer-play page (docs/decisions/0012-safer-play.md): deposit, loss and session limits, the
 * reality check's interval, and a time-out or self-exclusion. What is shown is what the platform reported; the
 * rules that decide it live in `@atrium/domain/saferPlay`.
 */
export function SaferPlayPage({
  state,
  status,
  onRetry,
  now,
  currency = '',
  onSaveLimit,
  savingLimit,
  limitError,
  onSaveRealityCheck,
  savingRealityCheck,
  onTakeBreak,
  takingBreak,
  breakErrorKey,
}: SaferPlayPageProps) {
  const { t, i18n } = useTranslation('ui');
  const titleId = useId();
  const locale = i18n.resolvedLanguage ?? 'en';
  const money = (cents: number) => formatCents(cents, currency, locale);
  const minutes = (value: number) => t('SaferPlay.minutes', { value: new Intl.NumberFormat(locale).format(value) });

  const limitForm = (key: LimitKey, display: (value: number) => string) =>
    state && (
      <LimitForm
        key={key}
        limitKey={key}
        setting={state.limits[key]}
        display={display}
        onSave={onSaveLimit}
        isSaving={savingLimit === key}
        isBlocked={savingLimit !== null && savingLimit !== key}
        refusalKey={limitError?.key === key ? limitError.messageKey : null}
      />
    );
  const limitPanel = ({ kind, keys }: (typeof LIMIT_PANELS)[number]) => (
    <Panel key={kind} aria-labelledby={`${titleId}-${kind}`}>
      <PanelTitle id={`${titleId}-${kind}`}>{t(`SaferPlay.${kind}.title`)}</PanelTitle>
      <PanelText>{t(`SaferPlay.${kind}.text`)}</PanelText>
      <LimitForms>{keys.map((key) => limitForm(key, kind === 'session' ? minutes : money))}</LimitForms>
    </Panel>
  );

  return (
    <Page aria-labelledby={titleId} aria-busy={status === 'loading' || undefined}>
      <PageTitle id={titleId}>{t('SaferPlay.title')}</PageTitle>
      <PanelText>{t('SaferPlay.intro')}</PanelText>
      {status === 'error' && <ErrorState onRetry={onRetry} />}
      {status === 'loading' && <Skeleton variant="text" lines={8} />}
      {status === 'ready' && state && (
        <>
          <PanelText>{t('SaferPlay.rule')}</PanelText>
          {LIMIT_PANELS.map(limitPanel)}
          <Panel aria-labelledby={`${titleId}-reality`}>
            <PanelTitle id={`${titleId}-reality`}>{t('SaferPlay.reality.title')}</PanelTitle>
            <PanelText>{t('SaferPlay.reality.text')}</PanelText>
            <RadioGroup
              label={t('SaferPlay.reality.label')}
              orientation="horizontal"
              value={String(state.realityCheckMinutes)}
              isDisabled={savingRealityCheck}
              options={REALITY_CHECK_MINUTES.map((value) => ({
                value: String(value),
                label: value === 0 ? t('SaferPlay.reality.off') : t('SaferPlay.reality.every', { minutes: value }),
              }))}
              onValueChange={(value) => {
                const chosen = Number(value);
                if (isRealityCheckMinutes(chosen)) onSaveRealityCheck(chosen);
              }}
            />
          </Panel>
          <BreakSection now={now} onTakeBreak={onTakeBreak} takingBreak={takingBreak} breakErrorKey={breakErrorKey} />
        </>
      )}
    </Page>
  );
}
