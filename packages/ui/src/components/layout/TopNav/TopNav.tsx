import type { PrimaryGameCategory, TopNavEntry, Vendor } from '@atrium/domain/games';
import { NavigationMenu } from 'radix-ui';
import { useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLinkComponent } from '../../../navigation/LinkProvider';
import { ChevronDownIcon } from '../../primitives/Icon';
import {
  Content,
  EntryLink,
  Item,
  List,
  Root,
  VendorButton,
  VendorImage,
  VendorList,
  VendorName,
  Viewport,
  ViewportPosition,
} from './TopNav.styles';
import { entryKey } from '../../../i18n/gameKinds';

export interface TopNavProps {
  /** The visible entries, in order: the domain's `topNavigation(catalogue)` (spec §2 Top navigation). */
  readonly entries: readonly TopNavEntry[];
  /** The category of the current page (its link is marked as the current page). */
  readonly activeCategory?: PrimaryGameCategory | null;
  /**
   * An entry's link was clicked. The link navigates to `entry.path` on its own; the app applies the domain's
   * `topNavClick` and may call `event.preventDefault()` when it launches the category's only vendor instead.
   */
  readonly onEntrySelect: (entry: TopNavEntry, event: MouseEvent<HTMLAnchorElement>) => void;
  /** A vendor of an entry's drop menu was chosen (the app hands it to the game-launch decision). */
  readonly onVendorSelect: (entry: TopNavEntry, vendor: Vendor) => void;
}

/**
 * The top navigation of spec §2 on Radix NavigationMenu: every entry is a real link to its page (open in a new tab,
 * keyboard, history all work); a category with vendors also has a vendor drop menu, which opens on hover and when
 * the link gets keyboard focus.
 *
 * The whole bar is one Tab stop (a roving tabindex): Tab enters on the entry focused last on this page, else the
 * current page's entry, else the first; ArrowRight and ArrowLeft (Home, End) move between the entries (Radix's own
 * focus group); Tab and Shift+Tab leave the bar. ArrowDown opens a closed vendor menu and moves into an open one, the
 * arrows move between its vendors, Enter or Space chooses one, Escape closes it and returns to the link, Tab leaves.
 * On a phone the row scrolls sideways inside itself.
 */
export function TopNav({ entries, activeCategory = null, onEntrySelect, onVendorSelect }: TopNavProps) {
  const { t } = useTranslation('ui');
  const Link = useLinkComponent();
  const [openCategory, setOpenCategory] = useState('');
  // Where the vendor menus render: focus coming back from there (Escape, a choice) must not reopen the menu.
  const viewportRef = useRef<HTMLDivElement>(null);
  // A click on a category link navigates: it must not also open the link's menu (Radix toggles on click).
  const isClicking = useRef(false);
  // The entry focused last, for the page it was focused on: the bar's Tab stop while that page is shown.
  const [focused, setFocused] = useState<{ readonly category: string; readonly onPage: string | null } | null>(null);
  const isEntry = (category: string | null | undefined) => entries.some((entry) => entry.category === category);
  const tabStop =
    focused !== null && focused.onPage === activeCategory && isEntry(focused.category)
      ? focused.category
      : isEntry(activeCategory)
        ? activeCategory
        : entries[0]?.category;

  const changeOpenCategory = (next: string) => {
    if (isClicking.current && next !== '') return;
    setOpenCategory(next);
  };

  const openOnKeyboardFocus = (category: string) => (event: FocusEvent<HTMLAnchorElement>) => {
    const from = event.relatedTarget;
    if (from instanceof Node && viewportRef.current?.contains(from)) return;
    if (event.currentTarget.matches(':focus-visible')) setOpenCategory(category);
  };

  const rememberFocus = (category: string) => () => {
    if (focused?.category !== category || focused.onPage !== activeCategory) {
      setFocused({ category, onPage: activeCategory });
    }
  };

  const onEntryKeyDown = (category: string) => (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
      // Tab leaves the bar: the open menu (and Radix's focus proxy into it) goes before the browser moves on.
      if (openCategory !== '') flushSync(() => setOpenCategory(''));
      return;
    }
    if (event.key === 'ArrowDown') {
      const hasVendors = entries.some((entry) => entry.category === category && entry.vendors.length > 0);
      if (!hasVendors) return;
      event.preventDefault();
      if (openCategory !== category) {
        setOpenCategory(category);
        return;
      }
      // The vendors are out of the Tab order: the way in is this key.
      viewportRef.current?.querySelector<HTMLElement>('[data-top-nav-vendor]')?.focus();
    }
  };

  return (
    <Root aria-label={t('TopNav.label')} value={openCategory} onValueChange={changeOpenCategory}>
      <List>
        {entries.map((entry) => {
          const label = t(entryKey(entry.category, 'TopNav.category'));
          const isActive = entry.category === activeCategory;
          const select = (event: MouseEvent<HTMLAnchorElement>) => {
            isClicking.current = true;
            queueMicrotask(() => {
              isClicking.current = false;
            });
            onEntrySelect(entry, event);
          };
          if (entry.vendors.length === 0) {
            return (
              <Item key={entry.category} value={entry.category}>
                <NavigationMenu.Link asChild active={isActive}>
                  <EntryLink
                    as={Link}
                    href={entry.path}
                    tabIndex={entry.category === tabStop ? 0 : -1}
                    onClick={select}
                    onFocus={rememberFocus(entry.category)}
                    onKeyDown={onEntryKeyDown(entry.category)}
                  >
                    {label}
                  </EntryLink>
                </NavigationMenu.Link>
              </Item>
            );
          }
          return (
            <Item key={entry.category} value={entry.category}>
              <NavigationMenu.Trigger asChild>
                <EntryLink
                  as={Link}
                  href={entry.path}
                  tabIndex={entry.category === tabStop ? 0 : -1}
                  aria-current={isActive ? 'page' : undefined}
                  onClick={select}
                  onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
                    rememberFocus(entry.category)();
                    openOnKeyboardFocus(entry.category)(event);
                  }}
                  onKeyDown={onEntryKeyDown(entry.category)}
                >
                  {label}
                  <ChevronDownIcon />
                </EntryLink>
              </NavigationMenu.Trigger>
              <Content>
                <VendorList aria-label={t('TopNav.vendors', { category: label })}>
                  {entry.vendors.map((vendor) => {
                    const image = vendor.largeIcon ?? vendor.smallIcon;
                    return (
                      <li key={vendor.vendorCode}>
                        {/* Out of the Tab order (the bar is one Tab stop): ArrowDown and the arrows reach it. */}
                        <NavigationMenu.Link asChild onSelect={() => onVendorSelect(entry, vendor)}>
                          <VendorButton type="button" tabIndex={-1} data-top-nav-vendor="">
                            {/* The name beside it says what the picture shows: the image is decorative. */}
                            {image && <VendorImage src={image} alt="" loading="lazy" />}
                            <VendorName>{vendor.displayName}</VendorName>
                          </VendorButton>
                        </NavigationMenu.Link>
                      </li>
                    );
                  })}
                </VendorList>
              </Content>
            </Item>
          );
        })}
      </List>
      <ViewportPosition>
        <Viewport ref={viewportRef} />
      </ViewportPosition>
    </Root>
  );
}
