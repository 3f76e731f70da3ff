import { useTranslation } from 'react-i18next';
import { Ring, Wrapper } from './Spinner.styles';

export interface SpinnerProps {
  /** What is loading, already translated; "Loading" by default. */
  readonly label?: string;
  readonly size?: 'sm' | 'md' | 'lg';
}

/** A loading indicator announced as a status with its label. */
export function Spinner({ label, size = 'md' }: SpinnerProps) {
  const { t } = useTranslation('ui');
  return (
    <Wrapper role="status" aria-label={label ?? t('Spinner.loading')}>
      <Ring aria-hidden="true" $size={size} />
    </Wrapper>
  );
}
