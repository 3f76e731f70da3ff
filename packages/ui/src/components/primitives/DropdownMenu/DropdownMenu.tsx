import { Fragment, type ReactElement, type ReactNode } from 'react';
import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import { Content, Item, Separator } from './DropdownMenu.styles';

export interface DropdownMenuItem {
  readonly id: string;
  /** The item's text (already translated). */
  readonly label: string;
  /** A decorative icon before the label. */
  readonly icon?: ReactNode;
  readonly onSelect: () => void;
  readonly isDisabled?: boolean;
  /** A destructive action (log out, delete), shown in the danger colour. */
  readonly isDanger?: boolean;
  /** Draws a separator before this item. */
  readonly hasSeparatorBefore?: boolean;
}

export interface DropdownMenuProps {
  /** The element (a Button or an IconButton with an accessible name) that opens the menu. */
  readonly trigger: ReactElement;
  readonly items: readonly DropdownMenuItem[];
  /** Which edge of the trigger the menu lines up with. */
  readonly align?: 'start' | 'end';
  readonly isOpen?: boolean;
  readonly onOpenChange?: (isOpen: boolean) => void;
  /** Left uncontrolled, opens as it mounts: a tap the trigger received before the menu's code arrived. */
  readonly isOpenOnMount?: boolean;
}

/**
 * A menu of actions on Radix DropdownMenu: arrow keys, Home/End and typeahead move, Enter or Space chooses,
 * Escape closes and returns the focus to the trigger. Direction follows the Direction provider. It is not modal:
 * the page stays readable by assistive technology and a click or Tab outside simply closes it.
 */
export function DropdownMenu({
  trigger,
  items,
  align = 'end',
  isOpen,
  onOpenChange,
  isOpenOnMount = false,
}: DropdownMenuProps) {
  return (
    <RadixDropdownMenu.Root open={isOpen} defaultOpen={isOpenOnMount} onOpenChange={onOpenChange} modal={false}>
      <RadixDropdownMenu.Trigger asChild>{trigger}</RadixDropdownMenu.Trigger>
      <RadixDropdownMenu.Portal>
        <Content align={align} sideOffset={4} collisionPadding={8}>
          {items.map((item) => (
            <Fragment key={item.id}>
              {item.hasSeparatorBefore && <Separator />}
              <Item onSelect={item.onSelect} disabled={item.isDisabled} $isDanger={item.isDanger ?? false}>
                {item.icon && <span aria-hidden="true">{item.icon}</span>}
                {item.label}
              </Item>
            </Fragment>
          ))}
        </Content>
      </RadixDropdownMenu.Portal>
    </RadixDropdownMenu.Root>
  );
}
