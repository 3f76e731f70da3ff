import type { PrimaryGameCategory, TopNavEntry, Vendor } from '@atrium/domain';
import { NavigationMenu } from 'radix-ui';
import { useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLinkComponent } from '../../../navigation/LinkProvider';
import { ChevronDownIcon } from '../../primitives/IconButton/icons';
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
 * the link gets keyboard focus. ArrowDown or Tab moves into it, the arrows move between vendors, Escape closes it and
 * returns to the link. On a phone the row scrolls sideways inside itself.
 */
export function TopNav({ entries, activeCategory = null, onEntrySelect, onVendorSelect }: TopNavProps) {
  const { t } = useTranslation('ui');
  const Link = useLinkComponent();
  const [openCategory, setOpenCategory] = useState('');
  // Where the vendor menus render: focus coming back from there (Escape, a choice) must not reopen the menu.
  const viewportRef = useRef<HTMLDivElement>(null);
  // A click on a category link navigates: it must not also open the link's menu (Radix toggles on click).
  const isClicking = useRef(false);

  const changeOpenCategory = (next: string) => {
    if (isClicking.current && next !== '') return;
    setOpenCategory(next);
  };

  const openOnKeyboardFocus = (category: string) => (event: FocusEvent<HTMLAnchorElement>) => {
    const from = event.relatedTarget;
    if (from instanceof Node && viewportRef.current?.contains(from)) return;
    if (event.currentTarget.matches(':focus-visible')) setOpenCategory(category);
  };

  return (
    <Root aria-label={t('TopNav.label')} value={openCategory} onValueChange={changeOpenCategory}>
      <List>
        {entries.map((entry) => {
          const label = t(`TopNav.category.${entry.category}`);
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
                  <EntryLink as={Link} href={entry.path} onClick={select}>
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
                  aria-current={isActive ? 'page' : undefined}
                  onClick={select}
                  onFocus={openOnKeyboardFocus(entry.category)}
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
                        <NavigationMenu.Link asChild onSelect={() => onVendorSelect(entry, vendor)}>
                          <VendorButton type="button">
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
