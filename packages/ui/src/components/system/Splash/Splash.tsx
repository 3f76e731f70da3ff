import { useTranslation } from 'react-i18next';
import { Dot, Dots, Wrapper } from './Splash.styles';

/** What shows while the platform status loads: announced to assistive technology as busy. */
export function Splash() {
  const { t } = useTranslation('ui');
  return (
    <Wrapper role="status" aria-live="polite" aria-busy="true" aria-label={t('Splash.loading')}>
      <Dots aria-hidden="true">
        <Dot />
        <Dot />
        <Dot />
      </Dots>
    </Wrapper>
  );
}
