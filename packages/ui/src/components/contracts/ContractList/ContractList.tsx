import {
  contractStatusWord,
  type ContractOfferState,
  type ContractOfferStatus,
  type ContractPeriod,
  type ContractType,
  type UplineContractAction,
} from '@atrium/domain/contracts';
import { formatBalance } from '@atrium/domain/format';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import contractEditorEnglish from '../../../i18n/locales/en/ui/contractEditor.json';
import contractsEnglish from '../../../i18n/locales/en/ui/contracts.json';
import { registerPart } from '../../../i18n/registry';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import type { ContractTierView } from '../types';
import {
  Actions,
  Card,
  Sides,
  CardHeader,
  Cards,
  Counterpart,
  Note,
  Section,
  SectionTitle,
  Status,
  Term,
  Terms,
} from './ContractList.styles';
import { gameKindKey, isGameKindName } from '../../../i18n/gameKinds';

registerPart('contractEditor', contractEditorEnglish);
registerPart('contracts', contractsEnglish);

/** One contract, offer or request between the agent and its upline or one of its downlines. */
export interface ContractRowView {
  readonly id: string;
  readonly type: ContractType;
  /** The other side: the upline (side "upline") or the downline (side "downline"). */
  readonly counterpart: string;
  readonly state: ContractOfferState;
  /** When the row is a question to the downline: P a new offer, E new terms, V a request to end it. */
  readonly request: ContractOfferStatus | null;
  /** Percent, the contract's headline rate (shown when it has no tiers). */
  readonly rate: number;
  readonly games: readonly { readonly gameKind: string; readonly tiers: readonly ContractTierView[] }[];
  readonly period: ContractPeriod | null;
  readonly createdAt: number;
  readonly updatedAt: number | null;
}

export interface ContractListProps {
  /** upline: the contracts held from the agent's upline; downline: those it gives its downlines. */
  readonly side: 'upline' | 'downline';
  /** null while loading. */
  readonly rows: readonly ContractRowView[] | null;
  /** The failure (already translated); shown with a retry. */
  readonly errorMessage?: string | null;
  readonly onRetry?: () => void;
  readonly currencySymbol: string;
  /** Whether each row names its type (a list of several types). */
  readonly showType?: boolean;
  /** The upline's actions on a row (change, ask to terminate, offer again); none by default. */
  readonly actionsOf?: (row: ContractRowView) => readonly UplineContractAction[];
  readonly onAction?: (row: ContractRowView, action: UplineContractAction) => void;
  /** Actions are refused meanwhile (one is being sent). */
  readonly isBusy?: boolean;
  /** What the agent may start from this side whatever its rows (offering a contract to a downline), under the title. */
  readonly action?: ReactNode;
}

type Translate = ReturnType<typeof useTranslation<'ui'>>['t'];

/** The tiers' percent (or amount) range per game kind: "Live casino: 2.5–3 %". */
function rateSummary(row: ContractRowView, t: Translate, locale: string, currencySymbol: string): string {
  const number = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(n);
  const money = (cents: number) => formatBalance(cents / 100, { locale, currencySymbol, isHidden: false })?.text ?? '';
  if (row.games.length === 0) return t('ContractList.rateSingle', { value: number(row.rate) });
  return row.games
    .map((game) => {
      const percents = game.tiers.flatMap((tier) => {
        if (tier.kind === 'dividend') return [tier.ratePercent];
        if (tier.kind === 'realtime') return [tier.winRatePercent, tier.lossRatePercent];
        return tier.rate.kind === 'percent' ? [tier.rate.percent] : [];
      });
      const amounts = game.tiers.flatMap((tier) =>
        (tier.kind === 'daily' || tier.kind === 'hourly') && tier.rate.kind === 'amount' ? [tier.rate.cents] : [],
      );
      const range = (values: number[], show: (n: number) => string) => {
        const low = Math.min(...values);
        const high = Math.max(...values);
        return low === high ? show(low) : `${show(low)}–${show(high)}`;
      };
      const parts = [
        ...(percents.length ? [t('ContractList.rateSingle', { value: range(percents, number) })] : []),
        ...(amounts.length ? [range(amounts, money)] : []),
      ];
      return t('ContractList.rateGame', {
        game: isGameKindName(game.gameKind) ? t(gameKindKey(game.gameKind)) : game.gameKind,
        range: parts.join(', '),
      });
    })
    .join('; ');
}

function note(row: ContractRowView, t: Translate): string | null {
  if (!row.request) return null;
  if (row.state === 'pending') return t(`ContractList.request.${row.request}`);
  if (row.state === 'rejected') return t(`ContractList.declined.${row.request}`);
  return null;
}

/**
 * §4 the contracts of one side, each with its status word (Pending, Accepted, Rejected, Terminated: the domain's
 * `contractStatusWord`), what waits for an answer, the rate per game kind, the period and dates, and the row's
 * actions. Cards on phones; from the tablet breakpoint the terms sit side by side as a row.
 */
export function ContractList({
  side,
  rows,
  errorMessage = null,
  onRetry,
  currencySymbol,
  showType = false,
  actionsOf,
  onAction,
  isBusy = false,
  action,
}: ContractListProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  const titleId = useId();
  const date = (at: number) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(at);

  const body = (() => {
    if (errorMessage) return <ErrorState message={errorMessage} {...(onRetry ? { onRetry } : {})} />;
    if (!rows) return <Skeleton lines={3} />;
    if (rows.length === 0) return <EmptyState message={t(`ContractList.empty.${side}`)} />;
    return (
      <Cards>
        {rows.map((row) => {
          const word = contractStatusWord(row.state);
          const actions = actionsOf?.(row) ?? [];
          const contract = t(`Contracts.offer.contractName.${row.type}`);
          const line = note(row, t);
          return (
            <Card key={row.id} aria-label={t(`ContractList.counterpart.${side}`, { name: row.counterpart })}>
              <CardHeader>
                <Counterpart>{t(`ContractList.counterpart.${side}`, { name: row.counterpart })}</Counterpart>
                <Status $word={word}>{t(`ContractList.status.${word}`)}</Status>
              </CardHeader>
              {line && <Note>{line}</Note>}
              <Terms>
                {showType && (
                  <Term>
                    <dt>{t('ContractList.term.type')}</dt>
                    <dd>{t(`ContractEditor.typeName.${row.type}`)}</dd>
                  </Term>
                )}
                <Term>
                  <dt>{t('ContractList.term.rate')}</dt>
                  <dd>{rateSummary(row, t, locale, currencySymbol)}</dd>
                </Term>
                {row.period && (
                  <Term>
                    <dt>{t('ContractList.term.period')}</dt>
                    <dd>{t(`ContractEditor.periodName.${row.period}`)}</dd>
                  </Term>
                )}
                <Term>
                  <dt>{t('ContractList.term.since')}</dt>
                  <dd>{date(row.createdAt)}</dd>
                </Term>
                {row.updatedAt !== null && (
                  <Term>
                    <dt>{t('ContractList.term.updated')}</dt>
                    <dd>{date(row.updatedAt)}</dd>
                  </Term>
                )}
              </Terms>
              {actions.length > 0 && (
                <Actions>
                  {actions.map((action) => (
                    <Button key={action} variant="secondary" disabled={isBusy} onClick={() => onAction?.(row, action)}>
                      {t(`ContractActions.action.${action}`, { contract, name: row.counterpart })}
                    </Button>
                  ))}
                </Actions>
              )}
            </Card>
          );
        })}
      </Cards>
    );
  })();

  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t(`ContractList.title.${side}`)}</SectionTitle>
      {action}
      {body}
    </Section>
  );
}

export interface ContractSidesProps extends Omit<ContractListProps, 'side' | 'rows' | 'action'> {
  /** The contracts held from the agent's upline, and those it gives its downlines; null while loading. */
  readonly fromUpline: readonly ContractRowView[] | null;
  readonly toDownlines: readonly ContractRowView[] | null;
  /** Offering a contract to a downline (`OfferContract`), on the downlines' side, its empty state included. */
  readonly offer?: ReactNode;
}

/** Both sides of one contract type, the upline's first: what the agent holds, then what it gives. */
export function ContractSides({ fromUpline, toDownlines, actionsOf, onAction, offer, ...common }: ContractSidesProps) {
  return (
    <Sides>
      <ContractList side="upline" rows={fromUpline} {...common} />
      <ContractList
        side="downline"
        rows={toDownlines}
        action={offer}
        {...common}
        {...(actionsOf ? { actionsOf } : {})}
        {...(onAction ? { onAction } : {})}
      />
    </Sides>
  );
}
