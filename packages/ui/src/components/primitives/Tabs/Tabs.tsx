import type { ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { List, Panel, Trigger } from './Tabs.styles';

export interface TabItem {
  readonly value: string;
  /** The tab's text (already translated). */
  readonly label: string;
  readonly content: ReactNode;
  readonly isDisabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for assistive technology (already translated). */
  readonly label: string;
  readonly items: readonly TabItem[];
  /** Controlled selected tab; leave undefined (with `defaultValue`) for uncontrolled tabs. */
  readonly value?: string;
  /** The tab shown first when uncontrolled; the first tab by default. */
  readonly defaultValue?: string;
  readonly onValueChange?: (value: string) => void;
}

/**
 * Radix Tabs: arrow keys move between tabs (reversed in right-to-left text, from the Direction provider), Home and
 * End jump, the list scrolls sideways on a phone when the tabs do not fit.
 */
export function Tabs({ label, items, value, defaultValue, onValueChange }: TabsProps) {
  return (
    <RadixTabs.Root value={value} defaultValue={defaultValue ?? items[0]?.value} onValueChange={onValueChange}>
      <List aria-label={label}>
        {items.map((item) => (
          <Trigger key={item.value} value={item.value} disabled={item.isDisabled}>
            {item.label}
          </Trigger>
        ))}
      </List>
      {items.map((item) => (
        <Panel key={item.value} value={item.value}>
          {item.content}
        </Panel>
      ))}
    </RadixTabs.Root>
  );
}
