import { useTranslation } from 'react-i18next';
import { Lead, Section, Title } from './HomeWelcome.styles';

export interface HomeWelcomeProps {
  readonly brandName: string;
}

/** The home page's greeting; the banner, marquee and game sections of spec §2 Home page come with issue 8. */
export function HomeWelcome({ brandName }: HomeWelcomeProps) {
  const { t } = useTranslation('ui');
  return (
    <Section aria-labelledby="home-welcome-title">
      <Title id="home-welcome-title">{t('HomeWelcome.title', { brand: brandName })}</Title>
      <Lead>{t('HomeWelcome.lead')}</Lead>
    </Section>
  );
}
