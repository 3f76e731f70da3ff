import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLinkComponent } from '../../../navigation/LinkProvider';
import { BrandLink, Header, Main, SkipLink } from './AppShell.styles';

export interface AppShellProps {
  /** The brand's display name (from its config). */
  readonly brandName: string;
  readonly homeHref: string;
  readonly children: ReactNode;
}

/**
 * The page frame: a skip link, the header and the main region. The full header, navigation, side menu and
 * footer of spec §2 grow here (issue 5); the start-up gate renders this once the platform is open.
 */
export function AppShell({ brandName, homeHref, children }: AppShellProps) {
  const { t } = useTranslation('ui');
  const Link = useLinkComponent();
  return (
    <>
      <SkipLink href="#main-content">{t('AppShell.skipToContent')}</SkipLink>
      <Header>
        <BrandLink as={Link} href={homeHref} aria-label={t('AppShell.homeLink', { brand: brandName })}>
          {brandName}
        </BrandLink>
      </Header>
      <Main id="main-content" tabIndex={-1}>
        {children}
      </Main>
    </>
  );
}
