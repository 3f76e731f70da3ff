import {
  contractAnswerChoices,
  needsHigherRateConfirmation,
  type ContractAnswer,
  type SalaryRate,
} from '@atrium/domain/contracts';
import { formatBalance } from '@atrium/domain/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import contractsEnglish from '../../../i18n/locales/en/ui/contracts.json';
import { registerPart } from '../../../i18n/registry';
import { Failure, PanelText, Success } from '../../forms/MoneyPanel.styles';
import { Button } from '../../primitives/Button';
import { useOfflineBlock } from '../../forms/offlineBlock';
import { Dialog } from '../../primitives/Dialog';
import type { ContractAnswerResultView, ContractOfferView, ContractTierView } from '../types';
import { gameKindKey } from '../../../i18n/gameKinds';

registerPart('contracts', contractsEnglish);

export interface ContractOfferDialogProps {
  /** The offer to answer now; null once none is left (the dialog then shows the last result and Done). */
  readonly offer: ContractOfferView | null;
  /** Which of the pending offers this is (1-based) and how many are pending. */
  readonly position: { readonly index: number; readonly count: number };
  readonly currencySymbol: string;
  /** Called once per answer the member settles on (after the higher-rate confirmation where one is needed). */
  readonly onAnswer: (answer: ContractAnswer) => void;
  /** The answer being sent: every answer is refused meanwhile. */
  readonly sending?: ContractAnswer | null;
  /** The failure of the last answer (already translated); the offer stays to answer again. */
  readonly errorMessage?: string | null;
  /** The answer the platform took last. */
  readonly result?: ContractAnswerResultView | null;
  /** "Later", Escape, Done: the container decides when it comes back. */
  readonly onClose: () => void;
}

/**
 * §2 contract popup, §4 Contract offers: the offer's kind, who offers it and what is asked (P a new offer, E an
 * edited one, V a request to end the contract), its tiers per game kind, and the answers its status allows (the
 * domain's `contractAnswerChoices`). An offer flagged for the higher-rate rule asks to confirm, before anything is
 * sent, that accepting terminates the contract of the downline with a higher rate.
 */
export function ContractOfferDialog(props: ContractOfferDialogProps) {
  const { t } = useTranslation('ui');
  const { offer, result = null } = props;
  const title = offer ? t(`Contracts.offer.title.${offer.contractType}`) : resultTitle(result, t);
  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(next) => {
        if (!next && !props.sending) props.onClose();
      }}
    >
      {/* Keyed by the offer: the confirmation step never carries over to the next offer. */}
      <OfferBody key={offer?.key ?? 'done'} {...props} />
    </Dialog>
  );
}

type Translate = ReturnType<typeof useTranslation<'ui'>>['t'];

function resultTitle(result: ContractAnswerResultView | null, t: Translate): string {
  return result ? t(`Contracts.offer.title.${result.contractType}`) : t('Contracts.offer.allAnswered');
}

function resultText(result: ContractAnswerResultView, t: Translate): string {
  const key = result.status === 'V' && result.answer === 'reject' ? 'rejectTermination' : result.answer;
  return t(`Contracts.offer.result.${key}`, { contract: t(`Contracts.offer.contractName.${result.contractType}`) });
}

function OfferBody({
  offer,
  position,
  currencySymbol,
  onAnswer,
  sending = null,
  errorMessage = null,
  result = null,
  onClose,
}: ContractOfferDialogProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  const [isConfirming, setConfirming] = useState(false);
  const isSending = sending !== null;
  const offline = useOfflineBlock();

  const resultLine = result && <Success role="status">{resultText(result, t)}</Success>;
  if (!offer) {
    return (
      <>
        {resultLine ?? <PanelText>{t('Contracts.offer.allAnswered')}</PanelText>}
        <Dialog.Footer>
          <Button onClick={onClose}>{t('Contracts.offer.done')}</Button>
        </Dialog.Footer>
      </>
    );
  }

  const upline = offer.uplineName ?? t('Contracts.offer.uplineUnknown');
  const choose = (answer: ContractAnswer) => {
    if (isSending) return;
    if (needsHigherRateConfirmation(offer, answer)) setConfirming(true);
    else onAnswer(answer);
  };

  if (isConfirming) {
    return (
      <>
        {resultLine}
        <Warning role="alert">
          <WarningTitle>{t('Contracts.offer.higherRate.title')}</WarningTitle>
          <PanelText>{t('Contracts.offer.higherRate.text')}</PanelText>
        </Warning>
        {errorMessage && <Failure role="alert">{errorMessage}</Failure>}
        {offline.notice}
        <Dialog.Footer>
          <Button variant="secondary" disabled={isSending} onClick={() => setConfirming(false)}>
            {t('Contracts.offer.higherRate.back')}
          </Button>
          <Button
            isLoading={sending === 'accept'}
            disabled={isSending || offline.isBlocked}
            aria-describedby={offline.describedBy}
            onClick={() => {
              if (!isSending) onAnswer('accept');
            }}
          >
            {t('Contracts.offer.higherRate.confirm')}
          </Button>
        </Dialog.Footer>
      </>
    );
  }

  return (
    <>
      {resultLine}
      <Meta>
        <PanelText>{t(`Contracts.offer.status.${offer.status}`, { upline })}</PanelText>
        {position.count > 1 && (
          <Muted>{t('Contracts.offer.position', { index: position.index, count: position.count })}</Muted>
        )}
        {offer.period && <Muted>{t(`Contracts.offer.period.${offer.period}`)}</Muted>}
      </Meta>
      {offer.games.length === 0 ? (
        <PanelText>{t('Contracts.offer.noTerms')}</PanelText>
      ) : (
        offer.games.map((game) => (
          <Game key={game.gameKind} aria-labelledby={`contract-game-${game.gameKind}`}>
            <GameTitle id={`contract-game-${game.gameKind}`}>{t(gameKindKey(game.gameKind))}</GameTitle>
            <Tiers>
              {game.tiers.map((tier, index) => (
                // Tiers have no identity of their own but their place in the offer.
                <Tier key={index}>
                  <TierName>{t('Contracts.offer.tier', { number: index + 1 })}</TierName>
                  <Terms>{termsOf(tier, { t, locale, currencySymbol })}</Terms>
                </Tier>
              ))}
            </Tiers>
          </Game>
        ))
      )}
      {isSending && <Muted aria-live="polite">{t('Contracts.offer.sending')}</Muted>}
      {errorMessage && <Failure role="alert">{errorMessage}</Failure>}
      {offline.notice}
      <Dialog.Footer>
        <Button variant="secondary" disabled={isSending} onClick={onClose}>
          {t('Contracts.offer.later')}
        </Button>
        {[...contractAnswerChoices(offer.status)].reverse().map(({ answer }, index) => (
          <Button
            key={answer}
            variant={index === 0 ? 'secondary' : 'primary'}
            isLoading={sending === answer}
            disabled={isSending || offline.isBlocked}
            aria-describedby={offline.describedBy}
            onClick={() => choose(answer)}
          >
            {t(`Contracts.offer.answer.${offer.status === 'V' && answer === 'reject' ? 'rejectTermination' : answer}`)}
          </Button>
        ))}
      </Dialog.Footer>
    </>
  );
}

interface FormatContext {
  readonly t: Translate;
  readonly locale: string;
  readonly currencySymbol: string;
}

function money(cents: number, { locale, currencySymbol }: FormatContext): string {
  return formatBalance(cents / 100, { locale, currencySymbol, isHidden: false })?.text ?? '';
}

function percent(value: number, { t, locale }: FormatContext): string {
  return t('Contracts.offer.percent', {
    value: new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value),
  });
}

function count(value: number, { locale }: FormatContext): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

function salary(rate: SalaryRate, context: FormatContext): string {
  return rate.kind === 'percent' ? percent(rate.percent, context) : money(rate.cents, context);
}

function termsOf(tier: ContractTierView, context: FormatContext) {
  const { t } = context;
  const rows: [string, string][] = (() => {
    switch (tier.kind) {
      case 'dividend':
        return [
          ['minimumBet', money(tier.minimumBetCents, context)],
          ['netLoss', money(tier.netLossCents, context)],
          ['activeMembers', count(tier.activeMembers, context)],
          ['rate', percent(tier.ratePercent, context)],
        ];
      case 'daily':
        return [
          ['betVolume', money(tier.betVolumeCents, context)],
          ['activeMembers', count(tier.activeMembers, context)],
          ['salary', salary(tier.rate, context)],
        ];
      case 'hourly':
        return [
          ['hourlyBet', money(tier.minimumBetCents, context)],
          ['activeMembers', count(tier.activeMembers, context)],
          ['salary', salary(tier.rate, context)],
        ];
      case 'realtime':
        return [
          ['winRate', percent(tier.winRatePercent, context)],
          ['lossRate', percent(tier.lossRatePercent, context)],
          ['betAmount', money(tier.betAmountCents, context)],
        ];
    }
  })();
  return rows.map(([term, value]) => (
    <div key={term}>
      <dt>{t(`Contracts.offer.term.${term}`)}</dt>
      <dd>{value}</dd>
    </div>
  ));
}

const Meta = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]};
`;

const Muted = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
`;

const Game = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]};
  min-width: 0;
`;

const GameTitle = styled.h3`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeBody};
  font-weight: 700;
`;

const Tiers = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tier = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]};
  min-width: 0;
  padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  border-radius: ${(p) => p.theme.radius.md};
`;

const TierName = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Terms = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7.5rem, 1fr));
  gap: ${(p) => p.theme.space[2]};
  margin: 0;

  & > div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }

  & dt {
    color: ${(p) => p.theme.color.text.secondary};
    overflow-wrap: anywhere;
  }

  & dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const Warning = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]};
  padding: ${(p) => p.theme.space[3]};
  border: 1px solid ${(p) => p.theme.color.border.subtle};
  border-radius: ${(p) => p.theme.radius.md};
`;

const WarningTitle = styled.h3`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeBody};
  font-weight: 700;
`;
