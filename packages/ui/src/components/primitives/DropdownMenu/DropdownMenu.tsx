import { Fragment, useRef, type ReactElement, type ReactNode } from 'react';
import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import { Content, Item, Separator } from './DropdownMenu.styles';

export interface DropdownMenuItem {
  readonly id: string;
  /** The item's text (already translated). */
  readonly label: string;
  /** A decorative icon before the label. */
  readonly icon?: ReactNode;
  /** Runs once the menu has closed and handed the focus back to its trigger. */
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
 *
 * A chosen item's action runs only after the closing menu has focused its trigger again. An action that opens a
 * dialog (or a page in one) then finds the trigger focused and hands the focus back to it on close; run at once,
 * the dialog could mount while the chosen item was being removed and find nothing to return the focus to.
 */
export function DropdownMenu({
  trigger,
  items,
  align = 'end',
  isOpen,
  onOpenChange,
  isOpenOnMount = false,
}: DropdownMenuProps) {
  const chosen = useRef<(() => void) | null>(null);
  return (
    <RadixDropdownMenu.Root open={isOpen} defaultOpen={isOpenOnMount} onOpenChange={onOpenChange} modal={false}>
      <RadixDropdownMenu.Trigger asChild>{trigger}</RadixDropdownMenu.Trigger>
      <RadixDropdownMenu.Portal>
        <Content
          align={align}
          sideOffset={4}
          collisionPadding={8}
          onCloseAutoFocus={() => {
            const action = chosen.current;
            chosen.current = null;
            // Radix focuses the trigger right after this handler, in the same task; the action follows it.
            if (action) queueMicrotask(action);
          }}
        >
          {items.map((item) => (
            <Fragment key={item.id}>
              {item.hasSeparatorBefore && <Separator />}
              <Item
                onSelect={() => {
                  chosen.current = item.onSelect;
                }}
                disabled={item.isDisabled}
                $isDanger={item.isDanger ?? false}
              >
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
