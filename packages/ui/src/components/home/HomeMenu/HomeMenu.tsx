import type { HomeMenuItem } from '@atrium/domain/games';
import { useTranslation } from 'react-i18next';
import { Item, List, Nav } from './HomeMenu.styles';
import { entryKey } from '../../../i18n/gameKinds';

export interface HomeMenuProps {
  /** The domain's `homeMenuItems`: home, favourites, hot, then the vendor categories. */
  readonly items: readonly HomeMenuItem[];
  readonly active: HomeMenuItem;
  /** The container applies the domain's `chooseHomeMenuItem` (login popup for a guest's favourites…). */
  readonly onSelect: (item: HomeMenuItem) => void;
}

/** §2 the horizontal category menu of the home page; it scrolls sideways on a phone, the page does not. */
export function HomeMenu({ items, active, onSelect }: HomeMenuProps) {
  const { t } = useTranslation('ui');
  return (
    <Nav aria-label={t('HomeMenu.label')}>
      <List>
        {items.map((item) => (
          <li key={item}>
            <Item
              type="button"
              aria-current={item === active ? 'true' : undefined}
              data-item={item}
              onClick={() => onSelect(item)}
            >
              {t(entryKey(item, 'HomeCategory'))}
            </Item>
          </li>
        ))}
      </List>
    </Nav>
  );
}
