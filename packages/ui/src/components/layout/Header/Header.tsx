import { headerControls, type AccountMenuItem } from '@atrium/domain/layout';
import type { Role } from '@atrium/domain/session';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLinkComponent } from '../../../navigation/LinkProvider';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import type { DropdownMenuItem } from '../../primitives/DropdownMenu';
import { IconButton } from '../../primitives/IconButton';
import { Money } from '../../primitives/Money';
import {
  AccountName,
  AccountTrigger,
  Bar,
  BrandLink,
  Chevron,
  CompactOnly,
  GuestActions,
  MenuSlot,
  NoticeBadge,
  NoticeSlot,
  RefreshGlyph,
  Tools,
  Wallet,
  WalletMoves,
  WideOnly,
} from './Header.styles';
import {
  BellIcon,
  ChevronDownIcon,
  DepositIcon,
  HeadsetIcon,
  MenuIcon,
  RefreshIcon,
  UserIcon,
  WithdrawIcon,
} from '../../primitives/Icon';

// The account menu (Radix dropdown and its positioning) loads with the header but off the first paint's critical
// path: its trigger shows at once, and a tap on it before the code is there opens the menu when it arrives (the tap is
// remembered here, above the Suspense boundary; once mounted, Radix owns the open state) (docs/decisions/0006).
const DropdownMenu = lazy(async () => ({ default: (await import('../../primitives/DropdownMenu')).DropdownMenu }));

export interface HeaderProps {
  /** The brand's display name (from its config); it links home. */
  readonly brandName: string;
  /** Where the brand links; "/" by default. */
  readonly homeHref?: string;
  /** Who is using the app (`roleOf` from @atrium/domain). A guest sees login and register, others the account. */
  readonly role: Role;
  /** Guests: shows the register button. The app sets it from the DIRECTREG3 switch (spec §2 Header). */
  readonly canRegister?: boolean;
  readonly onLogin: () => void;
  readonly onRegister: () => void;
  /** Logged in: the nickname, or null to show the account name. */
  readonly nickname?: string | null;
  readonly account?: string;
  /** The balance as the server sent it; null while it loads. */
  readonly balance?: number | null;
  /** The server's currency symbol (spec §1). */
  readonly currencySymbol?: string;
  /** Controlled show/hide state of the balance (spec §4 "Balance visibility toggles"); leave out to keep it here. */
  readonly isBalanceHidden?: boolean;
  readonly onBalanceHiddenChange?: (isHidden: boolean) => void;
  /** True while the balance is being fetched again: the refresh button spins and refuses a second press. */
  readonly isRefreshingBalance?: boolean;
  readonly onRefreshBalance: () => void;
  /**
   * The notice icon's badge: what waits for the member (unread messages, rewards and missions to act on; the domain's
   * `noticeIconCount`); nothing shows at 0.
   */
  readonly unreadCount?: number;
  /** An entry of the account dropdown was chosen; the entries come from the domain's `accountMenuItems(role)`. */
  readonly onAccountMenuSelect: (item: AccountMenuItem) => void;
  readonly onDeposit: () => void;
  readonly onWithdraw: () => void;
  readonly onOpenNotices: () => void;
  readonly onOpenCustomerService: () => void;
  /** Opens the side-menu drawer; the menu button shows below the laptop breakpoint (1024) only when given. */
  readonly onOpenMenu?: () => void;
  /** Whether the side-menu drawer is open (the menu button's `aria-expanded`). */
  readonly isMenuOpen?: boolean;
  /** The drawer's element id (the menu button's `aria-controls` while the drawer is open). */
  readonly menuId?: string;
}

/**
 * The page header of spec §2: the brand, then the login and register buttons for a guest, or for a logged-in user
 * the balance with its show/hide toggle and refresh, deposit and withdraw, the notice and customer-service icons
 * and the account dropdown. Phones first: two rows below the tablet breakpoint, deposit and withdraw as icon
 * buttons below the laptop one.
 */
export function Header({
  brandName,
  homeHref = '/',
  role,
  canRegister = false,
  onLogin,
  onRegister,
  nickname = null,
  account = '',
  balance = null,
  currencySymbol = '',
  isBalanceHidden,
  onBalanceHiddenChange,
  isRefreshingBalance = false,
  onRefreshBalance,
  unreadCount = 0,
  onAccountMenuSelect,
  onDeposit,
  onWithdraw,
  onOpenNotices,
  onOpenCustomerService,
  onOpenMenu,
  isMenuOpen = false,
  menuId,
}: HeaderProps) {
  const { t } = useTranslation('ui');
  const Link = useLinkComponent();
  const controls = headerControls(role, canRegister);
  const displayName = nickname || account;
  const [isAccountMenuTapped, setIsAccountMenuTapped] = useState(false);

  const menuItems: DropdownMenuItem[] =
    controls.kind === 'account'
      ? controls.accountMenu.map((item) => ({
          id: item,
          label: t(`Header.menu.${item}`),
          onSelect: () => onAccountMenuSelect(item),
          isDanger: item === 'signOut',
          hasSeparatorBefore: item === 'signOut',
        }))
      : [];

  const refresh = () => {
    if (!isRefreshingBalance) onRefreshBalance();
  };

  return (
    <Bar>
      {onOpenMenu && (
        <MenuSlot>
          <IconButton
            label={t('Header.openMenu')}
            icon={<MenuIcon />}
            aria-expanded={isMenuOpen}
            aria-controls={isMenuOpen ? menuId : undefined}
            onClick={onOpenMenu}
          />
        </MenuSlot>
      )}
      <BrandLink as={Link} href={homeHref} aria-label={t('Header.home', { brand: brandName })}>
        {brandName}
      </BrandLink>
      {controls.kind === 'guest' ? (
        <GuestActions>
          <Button variant="secondary" onClick={onLogin}>
            {t('Header.login')}
          </Button>
          {controls.hasRegister && <Button onClick={onRegister}>{t('Header.register')}</Button>}
        </GuestActions>
      ) : (
        <>
          <Tools>
            <NoticeSlot>
              <IconButton
                label={
                  unreadCount > 0 ? t('Header.noticesUnread', { unread: Math.floor(unreadCount) }) : t('Header.notices')
                }
                icon={<BellIcon />}
                onClick={onOpenNotices}
              />
              <NoticeBadge aria-hidden="true">
                <Badge count={unreadCount} />
              </NoticeBadge>
            </NoticeSlot>
            <IconButton label={t('Header.customerService')} icon={<HeadsetIcon />} onClick={onOpenCustomerService} />
            <Suspense
              fallback={
                <AccountTrigger
                  type="button"
                  aria-label={t('Header.accountMenu', { name: displayName })}
                  aria-haspopup="menu"
                  aria-expanded={isAccountMenuTapped}
                  onClick={() => setIsAccountMenuTapped(true)}
                >
                  <UserIcon />
                  <AccountName>{displayName}</AccountName>
                  <Chevron>
                    <ChevronDownIcon />
                  </Chevron>
                </AccountTrigger>
              }
            >
              <DropdownMenu
                trigger={
                  <AccountTrigger type="button" aria-label={t('Header.accountMenu', { name: displayName })}>
                    <UserIcon />
                    <AccountName>{displayName}</AccountName>
                    <Chevron>
                      <ChevronDownIcon />
                    </Chevron>
                  </AccountTrigger>
                }
                items={menuItems}
                isOpenOnMount={isAccountMenuTapped}
                // Spent once the menu it opened closes: a later mount (signed out and in again) starts closed.
                onOpenChange={(isOpen) => {
                  if (!isOpen) setIsAccountMenuTapped(false);
                }}
              />
            </Suspense>
          </Tools>
          <Wallet role="group" aria-label={t('Header.wallet')}>
            <Money
              amount={balance}
              currencySymbol={currencySymbol}
              isHidden={isBalanceHidden}
              onHiddenChange={onBalanceHiddenChange}
            />
            <IconButton
              label={t('Header.refreshBalance')}
              icon={
                <RefreshGlyph $isSpinning={isRefreshingBalance}>
                  <RefreshIcon />
                </RefreshGlyph>
              }
              aria-busy={isRefreshingBalance || undefined}
              aria-disabled={isRefreshingBalance || undefined}
              onClick={refresh}
            />
            <WalletMoves>
              <CompactOnly>
                <IconButton label={t('Header.deposit')} icon={<DepositIcon />} variant="primary" onClick={onDeposit} />
                <IconButton label={t('Header.withdraw')} icon={<WithdrawIcon />} onClick={onWithdraw} />
              </CompactOnly>
              <WideOnly>
                <Button onClick={onDeposit}>{t('Header.deposit')}</Button>
                <Button variant="secondary" onClick={onWithdraw}>
                  {t('Header.withdraw')}
                </Button>
              </WideOnly>
            </WalletMoves>
          </Wallet>
        </>
      )}
    </Bar>
  );
}
