import { useTranslation } from 'react-i18next';
import { Celebration } from '../../primitives/Celebration';
import { formatAmount, outcomeText, type ActivityOutcome } from './activity';

/** The platform's answer to a join or a claim, said in the panel's status line and celebrated when it paid. */
export function OutcomeCelebration({
  outcome,
  currencySymbol,
}: {
  readonly outcome: ActivityOutcome | null;
  readonly currencySymbol: string;
}) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  const said = outcome ? outcomeText(outcome, (amount) => formatAmount(amount, currencySymbol, locale)) : null;
  return (
    <Celebration message={said ? t(said.key, said.values) : null} isReward={said?.isReward} replayKey={outcome?.key} />
  );
}
