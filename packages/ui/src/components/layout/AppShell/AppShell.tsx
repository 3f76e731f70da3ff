import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteLayout } from '@atrium/domain/routes';
import { useLinkComponent } from '../../../navigation/LinkProvider';
import { PageLayout } from '../PageLayout';
import { BrandLink, Header } from './AppShell.styles';

export interface AppShellProps {
  /** The brand's display name (from its config). */
  readonly brandName: string;
  readonly homeHref: string;
  readonly children: ReactNode;
}

/** Header and content only: the frame until the app passes the full header, menu and footer to PageLayout. */
const SHELL_LAYOUT: RouteLayout = {
  sideMenu: false,
  header: true,
  footer: false,
  miniGame: false,
  agentViewAlone: false,
};

/**
 * The minimal page frame: PageLayout (skip link, main region) with a header holding the brand's home link. The
 * start-up gate renders this once the platform is open; routes with the full frame use PageLayout directly.
 */
export function AppShell({ brandName, homeHref, children }: AppShellProps) {
  const { t } = useTranslation('ui');
  const Link = useLinkComponent();
  return (
    <PageLayout
      layout={SHELL_LAYOUT}
      header={
        <Header>
          <BrandLink as={Link} href={homeHref} aria-label={t('AppShell.homeLink', { brand: brandName })}>
            {brandName}
          </BrandLink>
        </Header>
      }
    >
      {children}
    </PageLayout>
  );
}
