import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import downloadEnglish from '../../../i18n/locales/en/ui/download.json';
import { registerPart } from '../../../i18n/registry';
import { useLinkComponent } from '../../../navigation/LinkProvider';
import { FooterLink, LinkList, Section, SectionTitle } from '../../layout/Footer/Footer.styles';

registerPart('download', downloadEnglish);

/** The service pages' paths (the domain's route table has them). */
export const SERVICE_LINK_PATHS = {
  download: '/download',
  guide: '/guide',
  news: '/news',
  blog: '/blog',
  winners: '/winners',
  creditReport: '/creditReport',
  mirrors: '/mirrors',
  feedback: '/feedback',
} as const;

/**
 * The footer's column of service pages (§2 Other screens): app download, the beginner guide, news, blog, the winner
 * lists, the credit report (a member's: a guest is asked to sign in), the mirror-site list and feedback. A
 * column of its own so its words ship with it, not with the first paint (the footer loads after it).
 */
export function ServiceLinks() {
  const { t } = useTranslation('ui');
  const Link = useLinkComponent();
  const id = useId();
  return (
    <Section as="nav" aria-labelledby={`${id}-services`}>
      <SectionTitle id={`${id}-services`}>{t('ServiceLinks.title')}</SectionTitle>
      <LinkList>
        {(Object.keys(SERVICE_LINK_PATHS) as (keyof typeof SERVICE_LINK_PATHS)[]).map((page) => (
          <li key={page}>
            <FooterLink as={Link} href={SERVICE_LINK_PATHS[page]}>
              {t(`ServiceLinks.${page}`)}
            </FooterLink>
          </li>
        ))}
      </LinkList>
    </Section>
  );
}
