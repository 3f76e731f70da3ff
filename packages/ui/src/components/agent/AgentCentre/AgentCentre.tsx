import {
  AGENT_LINK_PAGES,
  DEFAULT_AGENT_CENTRE_PAGE,
  agentCentreHref,
  type AgentCentreLink,
  type AgentCentrePage,
} from '@atrium/domain/layout';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLinkComponent } from '../../../navigation/LinkProvider';
import { CentrePagePending } from '../../centres/CentrePagePending';
import { keepEntryInView } from '../../centres/keepEntryInView';
import { Dialog } from '../../primitives/Dialog';
import { ErrorState } from '../../primitives/ErrorState';
import { Spinner } from '../../primitives/Spinner';
import {
  BackLink,
  Content,
  Layout,
  Main,
  Nav,
  NavLink,
  NavList,
  NavSeparator,
  PageTitle,
  Panel,
  PanelText,
  PanelTitle,
  Welcome,
} from './AgentCentre.styles';
import agentEnglish from '../../../i18n/locales/en/ui/agent.json';
import { registerPart } from '../../../i18n/registry';

registerPart('agent', agentEnglish);

export interface AgentCentreProps {
  /**
   * What the agent's details are: on their way (a loading status, the area marked busy), failed (the error and a
   * retry, spec §8), or there (the centre's content).
   */
  readonly state: 'loading' | 'error' | 'ready';
  /** Who is signed in (nickname or account), greeted once the details are there. */
  readonly name: string;
  /** The `errors` catalogue key of the failure (spec §8); 'Unknown error' without one. */
  readonly errorKey?: string;
  readonly onRetry?: () => void;
  readonly isRetrying?: boolean;
  /**
   * The page named by the address (the domain's `agentCentrePageOf`). With it, the content area holds the agent
   * centre's menu and the page under its title; without it, the children alone.
   */
  readonly page?: AgentCentrePage;
  /** The pages in the menu, in the spec's order (the domain's `visibleAgentPages`). */
  readonly pages?: readonly AgentCentrePage[];
  /** The entries that lead out of the centre (the domain's `visibleAgentLinks`), after the pages. */
  readonly links?: readonly AgentCentreLink[];
  /** Opens customer service (its own window, §9 440×750). */
  readonly onCustomerService?: () => void;
  /**
   * Spec §2 agent centre overlay: the centre as a modal dialog over the page the agent was on (a full-screen sheet
   * on a phone), rather than the /agentHome page's main area. `onClose` is called on Escape, the close button or a
   * click outside.
   */
  readonly isOverlay?: boolean;
  readonly onClose?: () => void;
  readonly children?: ReactNode;
}

/**
 * The agent centre's content area under its header (spec §2 /agentHome): never blank, whatever the platform
 * answered. The area is the page's main landmark, the skip link's target.
 */
export function AgentCentre({
  state,
  name,
  errorKey,
  onRetry,
  isRetrying = false,
  page,
  pages = [],
  links = [],
  onCustomerService,
  isOverlay = false,
  onClose,
  children,
}: AgentCentreProps) {
  const { t } = useTranslation('ui');
  // In the overlay the dialog is the landmark (the page behind keeps its own main area), named by its title; the
  // greeting is a line under that title rather than a second top-level heading.
  const area = (
    <Main
      as={isOverlay ? 'div' : undefined}
      id={isOverlay ? undefined : 'main-content'}
      $isOverlay={isOverlay}
      aria-busy={state === 'loading' || undefined}
    >
      {state === 'loading' ? (
        <Spinner />
      ) : state === 'error' ? (
        <ErrorState messageKey={errorKey} onRetry={onRetry} isRetrying={isRetrying} />
      ) : (
        <>
          <Welcome as={isOverlay ? 'p' : undefined} dir="auto">
            {t('AgentCentre.welcome', { name })}
          </Welcome>
          {page === undefined ? (
            children
          ) : (
            <Layout>
              <AgentMenu page={page} pages={pages} links={links} onCustomerService={onCustomerService} />
              <Content aria-labelledby="agent-page-title">
                <PageTitle id="agent-page-title">{t(`AgentMenu.page.${page}`)}</PageTitle>
                {children}
              </Content>
            </Layout>
          )}
        </>
      )}
    </Main>
  );
  if (!isOverlay) return area;
  return (
    <Dialog
      title={t('AgentHeader.title')}
      size="wide"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose?.();
      }}
    >
      {area}
    </Dialog>
  );
}

interface AgentMenuProps {
  readonly page: AgentCentrePage;
  readonly pages: readonly AgentCentrePage[];
  readonly links: readonly AgentCentreLink[];
  readonly onCustomerService?: () => void;
}

/**
 * §2 Agent-centre pages: the menu, the current page marked, then the deposit, withdraw, platform messages and
 * customer service entries. On a phone it is one row above the page that scrolls sideways on its own (the page
 * keeps its full width), the current entry brought into view; from 1024 px it sits beside the page.
 */
function AgentMenu({ page, pages, links, onCustomerService }: AgentMenuProps) {
  const { t } = useTranslation('ui');
  const Link = useLinkComponent();
  return (
    <Nav aria-label={t('AgentMenu.label')}>
      <NavList>
        {pages.map((item) => (
          <li key={item} ref={item === page ? keepEntryInView : undefined}>
            <NavLink
              as={Link}
              href={agentCentreHref(item)}
              aria-current={item === page ? 'page' : undefined}
              $isCurrent={item === page}
            >
              {t(`AgentMenu.page.${item}`)}
            </NavLink>
          </li>
        ))}
        {links.length > 0 && <NavSeparator aria-hidden="true" />}
        {links.map((link) => (
          <li key={link}>
            {link === 'customerService' ? (
              <NavLink as="button" type="button" $isCurrent={false} onClick={onCustomerService}>
                {t('AgentMenu.link.customerService')}
              </NavLink>
            ) : (
              <NavLink as={Link} href={`/member?tab=${AGENT_LINK_PAGES[link]}`} $isCurrent={false}>
                {t(`AgentMenu.link.${link}`)}
              </NavLink>
            )}
          </li>
        ))}
      </NavList>
    </Nav>
  );
}

export interface AgentPageUnavailableProps {
  /**
   * `notBuilt`: a §2 agent page this build does not have yet. `notOffered`: a page the brand's switches do not offer
   * (a salary page whose flag is off).
   */
  readonly reason?: 'notBuilt' | 'notOffered';
}

/** An agent-centre page that cannot open here: said plainly, with the way back to the team overview. */
export function AgentPageUnavailable({ reason = 'notBuilt' }: AgentPageUnavailableProps) {
  const { t } = useTranslation('ui');
  const Link = useLinkComponent();
  return (
    <Panel aria-labelledby="agent-unavailable-title">
      <PanelTitle id="agent-unavailable-title">{t(`AgentMenu.${reason}.title`)}</PanelTitle>
      <PanelText>{t(`AgentMenu.${reason}.text`)}</PanelText>
      <BackLink as={Link} href={agentCentreHref(DEFAULT_AGENT_CENTRE_PAGE)}>
        {t('AgentMenu.back')}
      </BackLink>
    </Panel>
  );
}

export interface AgentCentrePagePendingProps {
  readonly page: AgentCentrePage;
}

/** The agent-centre page whose code is on its way (the route's Suspense fallback, on a cold load as from the menu). */
export function AgentCentrePagePending({ page }: AgentCentrePagePendingProps) {
  const { t } = useTranslation('ui');
  return <CentrePagePending label={t('AgentMenu.pending', { page: t(`AgentMenu.page.${page}`) })} />;
}
