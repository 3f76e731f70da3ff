import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { defaultBrand, ThemeRoot } from '../../../theme';
import { Header } from './Header';

// The account menu's code arrives after the header (it is lazy): the test holds it back until it says so, which a
// story cannot do (whether the chunk is there when a play starts depends on how fresh the page is).
let releaseMenuCode: () => void = () => {};
const menuCode = new Promise<void>((resolve) => {
  releaseMenuCode = resolve;
});
vi.mock('../../primitives/DropdownMenu', async (importOriginal) => {
  await menuCode;
  return importOriginal();
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// `role` is the Header's prop (who is signed in), not an ARIA role.
const member = { role: 'member' } as const;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

it('§2 Header: a tap on the account button before the menu’s code has arrived opens the menu when it arrives', async () => {
  const onAccountMenuSelect = vi.fn();
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  const renderAs = (who: { readonly role: 'member' | 'guest' }) =>
    act(() =>
      root?.render(
        <ThemeRoot brand={defaultBrand} mode="dark">
          <Header
            brandName="Atrium"
            {...who}
            account="lucky7"
            balance={10}
            onLogin={vi.fn()}
            onRegister={vi.fn()}
            onRefreshBalance={vi.fn()}
            onAccountMenuSelect={onAccountMenuSelect}
            onDeposit={vi.fn()}
            onWithdraw={vi.fn()}
            onOpenNotices={vi.fn()}
            onOpenCustomerService={vi.fn()}
          />
        </ThemeRoot>,
      ),
    );
  renderAs(member);

  const trigger = [...document.querySelectorAll('button')].find((button) => button.textContent === 'lucky7');
  expect(trigger).toBeDefined();
  act(() => trigger?.click());
  expect(trigger?.getAttribute('aria-expanded')).toBe('true');
  expect(document.querySelector('[role="menu"]')).toBeNull();

  await act(async () => {
    releaseMenuCode();
    await menuCode;
  });
  await vi.waitFor(async () => {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(document.querySelector('[role="menu"]')).not.toBeNull();
  });
  const items = [...document.querySelectorAll('[role="menuitem"]')];
  expect(items.length).toBeGreaterThan(1);
  act(() => (items[0] as HTMLElement).click());
  await vi.waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
  await vi.waitFor(() => expect(onAccountMenuSelect).toHaveBeenCalledTimes(1));

  // The remembered tap is spent: signed out and in again, the header starts with the menu closed.
  renderAs({ role: 'guest' });
  renderAs(member);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(document.querySelector('[role="menu"]')).toBeNull();
});
