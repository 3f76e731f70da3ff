import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import contractEditorEnglish from '../../../i18n/locales/en/ui/contractEditor.json';
import { registerPart } from '../../../i18n/registry';
import { Button } from '../../primitives/Button';
import { ErrorState } from '../../primitives/ErrorState';
import { Select } from '../../primitives/Select';
import { Skeleton } from '../../primitives/Skeleton';
import { Note, Row } from './OfferContract.styles';

registerPart('contractEditor', contractEditorEnglish);

export interface OfferContractDownline {
  readonly id: string;
  readonly name: string;
}

export interface OfferContractProps {
  /** The downlines of the agent's team a contract of this kind may be offered to; null while they load. */
  readonly downlines: readonly OfferContractDownline[] | null;
  /** The team could not be read (already translated); shown with a retry. */
  readonly errorMessage?: string | null;
  readonly onRetry?: () => void;
  /** Opens the contract editor for the chosen downline. */
  readonly onOffer: (downline: OfferContractDownline) => void;
}

/**
 * §4 / §6 "Offer a contract" from the contracts page: the agent picks a downline of its team and opens the editor for
 * it, so an agent that gives no contract yet is not sent to team management to start one.
 */
export function OfferContract({ downlines, errorMessage = null, onRetry, onOffer }: OfferContractProps) {
  const { t } = useTranslation('ui');
  const [chosen, setChosen] = useState('');
  const [isMissing, setMissing] = useState(false);

  if (errorMessage) return <ErrorState message={errorMessage} {...(onRetry ? { onRetry } : {})} />;
  if (!downlines) return <Skeleton lines={1} />;
  if (downlines.length === 0) return <Note>{t('OfferContract.none')}</Note>;
  const downline = downlines.find((d) => d.id === chosen);
  return (
    <Row>
      <Select
        label={t('OfferContract.downline')}
        placeholder={t('OfferContract.choose')}
        options={downlines.map((d) => ({ value: d.id, label: d.name }))}
        value={chosen}
        onValueChange={(value) => {
          setChosen(value);
          setMissing(false);
        }}
        error={isMissing ? t('OfferContract.missing') : undefined}
      />
      <Button
        variant="secondary"
        onClick={() => {
          if (downline) onOffer(downline);
          else setMissing(true);
        }}
      >
        {t('OfferContract.submit')}
      </Button>
    </Row>
  );
}
