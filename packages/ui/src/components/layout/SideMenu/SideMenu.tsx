import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SIDE_MENU_PATHS,
  SIDE_MENU_PROMOTIONS_PATH,
  sideMenuPromotions,
  type SideMenuItemId,
  type SideMenuLinkId,
} from '@atrium/domain/layout';
import { useLinkComponent } from '../../../navigation/LinkProvider';
import type { Mode } from '../../../theme/tokens';
import { QrCode } from '../../primitives/QrCode';
import { Switch } from '../../primitives/Switch';
import { LanguageSelect } from '../LanguageSelect';
import {
  EntryButton,
  EntryLink,
  Group,
  GroupTitle,
  List,
  Nav,
  QrItem,
  QrLink,
  QrRow,
  SeeMoreLink,
  Settings,
} from './SideMenu.styles';
import menuEnglish from '../../../i18n/locales/en/ui/menu.json';
import { registerPart } from '../../../i18n/registry';

registerPart('menu', menuEnglish);

export interface SideMenuPromotion {
  readonly id: string;
  /** The promotion's title as the platform sends it. */
  readonly title: string;
}

export interface SideMenuProps {
  /** The entries to show, in order: `sideMenuItems(…)` from @atrium/domain (§2 decides which show). */
  readonly items: readonly SideMenuItemId[];
  /** The entry of the current page (`activeSideMenuItem(path, query)` from @atrium/domain), marked as current. */
  readonly activeItem?: SideMenuLinkId | null;
  /** Overrides of the entries' addresses; by default the domain's SIDE_MENU_PATHS. */
  readonly hrefs?: Readonly<Partial<Record<SideMenuLinkId, string>>>;
  /** The promotions, newest first as the platform lists them: the first 6 show, plus a see-more link (§2, §9). */
  readonly promotions?: readonly SideMenuPromotion[];
  /** The iOS app link as the app builds it (it may carry the language and the session token); shown as a QR code. */
  readonly iosDownloadUrl?: string;
  /** The Android app link; shown as a QR code. */
  readonly androidDownloadUrl?: string;
  /** The languages offered (BCP-47 tags, e.g. 'en', 'zh-CN', 'ar'), each shown by its own name. */
  readonly languages: readonly string[];
  /** The current language (one of `languages`). */
  readonly language: string;
  readonly onLanguageChange: (language: string) => void;
  /** The current colour mode. */
  readonly mode: Mode;
  readonly onModeChange: (mode: Mode) => void;
  /** Customer service (§2): the app opens the service window. */
  readonly onOpenSupport: () => void;
  /** The chat room (§2, CBS3): the app launches it (CBS_launchChat gives its address). */
  readonly onOpenChatRoom?: () => void;
}

/**
 * The side menu of spec §2: its entries (links, the current one marked), the promotions (first 6 plus see-more),
 * the app download QR codes, customer service, the language selector and the dark/light switch.
 */
export function SideMenu({
  items,
  activeItem = null,
  hrefs,
  promotions = [],
  iosDownloadUrl,
  androidDownloadUrl,
  languages,
  language,
  onLanguageChange,
  mode,
  onModeChange,
  onOpenSupport,
  onOpenChatRoom,
}: SideMenuProps) {
  const { t } = useTranslation('ui');
  const Link = useLinkComponent();
  const id = useId();
  const promotionsTitleId = `${id}-promotions`;
  const downloadTitleId = `${id}-download`;
  const promoGroup = sideMenuPromotions(promotions);
  const hasDownloads = Boolean(iosDownloadUrl || androidDownloadUrl);
  return (
    <Nav aria-label={t('SideMenu.label')}>
      <List>
        {items.map((item) =>
          item === 'chatRoom' ? (
            <li key={item}>
              <EntryButton type="button" onClick={onOpenChatRoom}>
                {t('SideMenu.items.chatRoom')}
              </EntryButton>
            </li>
          ) : (
            <li key={item}>
              <EntryLink
                as={Link}
                href={hrefs?.[item] ?? SIDE_MENU_PATHS[item]}
                $isActive={activeItem === item}
                aria-current={activeItem === item ? 'page' : undefined}
              >
                {t(`SideMenu.items.${item}`)}
              </EntryLink>
            </li>
          ),
        )}
      </List>

      {promoGroup.shown.length > 0 && (
        <Group>
          <GroupTitle id={promotionsTitleId}>{t('SideMenu.promotions')}</GroupTitle>
          <List aria-labelledby={promotionsTitleId}>
            {promoGroup.shown.map((promo) => (
              <li key={promo.id}>
                <EntryLink as={Link} href={`${SIDE_MENU_PROMOTIONS_PATH}#${encodeURIComponent(promo.id)}`}>
                  {promo.title}
                </EntryLink>
              </li>
            ))}
          </List>
          {promoGroup.hasSeeMore && (
            <SeeMoreLink as={Link} href={SIDE_MENU_PROMOTIONS_PATH}>
              {t('SideMenu.seeMorePromotions')}
            </SeeMoreLink>
          )}
        </Group>
      )}

      {hasDownloads && (
        <Group>
          <GroupTitle id={downloadTitleId}>{t('SideMenu.download')}</GroupTitle>
          <QrRow aria-labelledby={downloadTitleId}>
            {iosDownloadUrl && (
              <QrItem>
                <QrCode value={iosDownloadUrl} label={t('SideMenu.qrIos')} displaySize="sm" />
                <QrLink href={iosDownloadUrl}>{t('SideMenu.downloadIos')}</QrLink>
              </QrItem>
            )}
            {androidDownloadUrl && (
              <QrItem>
                <QrCode value={androidDownloadUrl} label={t('SideMenu.qrAndroid')} displaySize="sm" />
                <QrLink href={androidDownloadUrl}>{t('SideMenu.downloadAndroid')}</QrLink>
              </QrItem>
            )}
          </QrRow>
        </Group>
      )}

      <Group>
        <EntryButton type="button" onClick={onOpenSupport}>
          {t('SideMenu.customerService')}
        </EntryButton>
      </Group>

      <Settings>
        <LanguageSelect languages={languages} language={language} onLanguageChange={onLanguageChange} />
        <Switch
          label={t('SideMenu.darkMode')}
          isOn={mode === 'dark'}
          onCheckedChange={(isDark) => onModeChange(isDark ? 'dark' : 'light')}
        />
      </Settings>
    </Nav>
  );
}
