import type { MemberCentrePage as MemberCentrePageId } from '@atrium/domain/layout';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLinkComponent } from '../../../navigation/LinkProvider';
import { CentrePagePending } from '../../centres/CentrePagePending';
import { keepEntryInView } from '../../centres/keepEntryInView';
import {
  BackLink,
  Content,
  Nav,
  NavLink,
  NavList,
  NavSeparator,
  Page,
  Panel,
  PanelActions,
  PanelText,
  PanelTitle,
  Title,
} from './MemberCentre.styles';
import { Badge } from '../../primitives/Badge';
import memberEnglish from '../../../i18n/locales/en/ui/member.json';
import badgesEnglish from '../../../i18n/locales/en/ui/badges.json';
import { registerPart } from '../../../i18n/registry';

registerPart('member', memberEnglish);
registerPart('badges', badgesEnglish);

export interface MemberCentrePageProps {
  /** The page named by the address (the domain's `memberCentrePageOf`). */
  readonly page: MemberCentrePageId;
  /** The pages that have a screen, in menu order; each is a link to /member?tab=… */
  readonly pages: readonly MemberCentrePageId[];
  /**
   * The counts on the menu's entries (§2: missions, messages, rewards), as the domain's `memberMenuBadges` gives
   * them: a page missing here, or at 0, shows no badge.
   */
  readonly badges?: Partial<Record<MemberCentrePageId, number>>;
  /** The link out to the points mall (/pointMall, its own route) after the pages: the domain's `isPointsMallOffered`. */
  readonly hasPointsMall?: boolean;
  readonly children: ReactNode;
}

/** The address of a member-centre page (spec §2: /member with the page as its `tab` query). */
export function memberCentreHref(page: MemberCentrePageId): string {
  return `/member?tab=${page}`;
}

/**
 * Spec §2 Member center (/member) and its personal-centre pages: a menu of the pages that exist, the current one
 * marked, and the page itself. On a phone the menu is one row above the page that scrolls sideways on its own (the
 * page keeps its full width), with the current page's entry brought into view; wider, it sits beside the page.
 */
export function MemberCentrePage({ page, pages, badges = {}, hasPointsMall = false, children }: MemberCentrePageProps) {
  const { t } = useTranslation('ui');
  const Link = useLinkComponent();
  return (
    <Page>
      <Nav aria-label={t('MemberCentre.menu')}>
        <NavList>
          {pages.map((item) => (
            <li key={item} ref={item === page ? keepEntryInView : undefined}>
              <NavLink
                as={Link}
                href={memberCentreHref(item)}
                aria-current={item === page ? 'page' : undefined}
                $isCurrent={item === page}
              >
                {t(`MemberCentre.page.${item}`)}
                {badges[item] !== undefined && <Badge count={badges[item]} label={t(`MemberBadges.${item}`)} />}
              </NavLink>
            </li>
          ))}
          {hasPointsMall && (
            <>
              <NavSeparator aria-hidden="true" />
              <li>
                <NavLink as={Link} href="/pointMall" $isCurrent={false}>
                  {t('MemberCentre.pointsMall')}
                </NavLink>
              </li>
            </>
          )}
        </NavList>
      </Nav>
      <Content aria-labelledby="member-centre-title">
        <Title id="member-centre-title">{t(`MemberCentre.page.${page}`)}</Title>
        {children}
      </Content>
    </Page>
  );
}

export interface MemberCentrePagePendingProps {
  readonly page: MemberCentrePageId;
}

/** The member-centre page whose code is on its way (the route's Suspense fallback, on a cold load as from the menu). */
export function MemberCentrePagePending({ page }: MemberCentrePagePendingProps) {
  const { t } = useTranslation('ui');
  return <CentrePagePending label={t('MemberCentre.pending', { page: t(`MemberCentre.page.${page}`) })} />;
}

export interface MemberPageUnavailableProps {
  readonly backHref: string;
  /**
   * `notBuilt`: a §2 page this build does not have yet. `notOffered`: a page the brand's switches or the account do
   * not offer to this user (a deposit on a credit brand, the wallet of a single-wallet merchant).
   */
  readonly reason?: 'notBuilt' | 'notOffered';
}

/** A personal-centre page of §2 the user cannot open here: said plainly, with the way back to my account. */
export function MemberPageUnavailable({ backHref, reason = 'notBuilt' }: MemberPageUnavailableProps) {
  const { t } = useTranslation('ui');
  const Link = useLinkComponent();
  const texts = reason === 'notOffered' ? 'MemberCentre.notOffered' : 'MemberCentre.unavailable';
  return (
    <Panel aria-labelledby="member-unavailable-title">
      <PanelTitle id="member-unavailable-title">{t(`${texts}.title`)}</PanelTitle>
      <PanelText>{t(`${texts}.text`)}</PanelText>
      <PanelActions>
        <BackLink as={Link} href={backHref}>
          {t('MemberCentre.unavailable.back')}
        </BackLink>
      </PanelActions>
    </Panel>
  );
}
