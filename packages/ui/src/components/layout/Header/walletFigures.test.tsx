import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n';
import { defaultBrand, ThemeRoot } from '../../../theme';
import { PointsSummary } from '../../points/PointsSummary/PointsSummary';
import { Header } from './Header';
// Brings the withdraw panel's English with it (registerPart), as the page does.
import '../../withdraw/WithdrawPanel/WithdrawPanel';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// `role` is the Header's prop (who is signed in), not an ARIA role.
const member = { role: 'member' } as const;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

/** The header's wallet figure and the points mall's money figure, as a reader of the page is told them. */
async function figures(locale: string) {
  const i18n = await createI18n({ locale });
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  act(() =>
    root?.render(
      <I18nextProvider i18n={i18n}>
        <ThemeRoot brand={defaultBrand} mode="dark">
          <Header
            brandName="Atrium"
            {...member}
            account="lucky7"
            balance={10}
            onLogin={vi.fn()}
            onRegister={vi.fn()}
            onRefreshBalance={vi.fn()}
            onAccountMenuSelect={vi.fn()}
            onDeposit={vi.fn()}
            onWithdraw={vi.fn()}
            onOpenNotices={vi.fn()}
            onOpenCustomerService={vi.fn()}
          />
          <PointsSummary summary={{ currentPoints: 10, balanceCents: 1_000 }} currencySymbol="$" />
        </ThemeRoot>
      </I18nextProvider>,
    ),
  );
  const wallet = host.querySelector('[role="group"]');
  const header = (wallet?.textContent ?? '').replace(/\$?\s*10(\.00)?\s*$/, '').trim();
  const points = host.querySelector('[data-testid="points-balance"]')?.previousElementSibling?.textContent ?? '';
  return { header, points, withdraw: i18n.t('ui:Withdraw.withdrawable', { amount: '' }) };
}

it('§1 the header names the total of all wallets; the points mall and withdraw name the main wallet (docs/glossary.md)', async () => {
  const en = await figures('en');
  expect(en.header).toMatch(/^Total balance \(all wallets\)/);
  expect(en.points).toBe('Main wallet');
  expect(en.withdraw).toMatch(/from main wallet/);
  act(() => root?.unmount());
  for (const locale of ['en', 'zh-CN', 'ar']) {
    const named = await figures(locale);
    expect(named.header, locale).not.toBe('');
    expect(named.points, locale).not.toBe('');
    // The three figures are different sums (or limits), so no two may read the same.
    expect(named.header.startsWith(named.points), locale).toBe(false);
    expect(named.withdraw.startsWith(named.header), locale).toBe(false);
    act(() => root?.unmount());
  }
});
