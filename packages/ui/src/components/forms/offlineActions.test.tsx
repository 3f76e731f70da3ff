import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n';
import { defaultBrand, ThemeRoot } from '../../theme';
import { ContractEditor } from '../contracts/ContractEditor';
import { ContractOfferDialog } from '../contracts/ContractOfferDialog';
import { DepositPanel } from '../deposit/DepositPanel';
import { PromotionApply } from '../promotions/PromotionApply';
import { ManualRebate } from '../rebate/ManualRebate';
import { RewardCenterPanel } from '../rewards/RewardCenterPanel';
import { ApplicationDialog } from '../rewards/shared/ApplicationDialog';
import { WalletPanel } from '../wallet/WalletPanel';
import { FormActions } from './FormActions';
import { FormsOfflineContext } from './offlineContext';

// The lite app: offline, every money action is disabled with the reason said beside it, and never queued.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const REASON = 'You are offline: this cannot be sent until the connection is back.';
const unmounts: (() => void)[] = [];

afterEach(() => {
  unmounts.splice(0).forEach((unmount) => unmount());
});

/** Renders `ui` with the app's providers, offline unless told otherwise. Dialogs render into the body. */
async function render(ui: ReactNode, isOffline = true) {
  const i18n = await createI18n({ locale: 'en' });
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <ThemeRoot brand={defaultBrand} mode="dark">
          <FormsOfflineContext.Provider value={isOffline}>{ui}</FormsOfflineContext.Provider>
        </ThemeRoot>
      </I18nextProvider>,
    ),
  );
  unmounts.push(() => {
    act(() => root.unmount());
    host.remove();
  });
  return host;
}

function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || b.textContent === name,
  );
  if (!found) throw new Error(`no button "${name}"`);
  return found;
}

/** The button is disabled and its description is the offline reason. */
function expectBlocked(target: HTMLButtonElement) {
  expect(target.disabled).toBe(true);
  const reason = document.getElementById(target.getAttribute('aria-describedby') ?? '');
  expect(reason?.textContent).toBe(REASON);
}

/** Submits the button's form without the button (requestSubmit), as Enter in a field is modelled in the app tests. */
function submitForm(target: HTMLButtonElement) {
  act(() => target.form!.requestSubmit());
}

describe('FormActions: a form that cannot be sent says why', () => {
  it('offline (the app provides it): submit is disabled and described by the reason', async () => {
    await render(
      <form>
        <FormActions submitLabel="Transfer" />
      </form>,
    );
    expectBlocked(button('Transfer'));
  });

  it('online with no reason: submit is enabled and describes nothing', async () => {
    await render(
      <form>
        <FormActions submitLabel="Transfer" />
      </form>,
      false,
    );
    expect(button('Transfer').disabled).toBe(false);
    expect(button('Transfer').hasAttribute('aria-describedby')).toBe(false);
  });

  it('a reason given by the form itself is shown the same way', async () => {
    const host = await render(
      <form>
        <FormActions submitLabel="Redeem" disabledReason="Not enough points" />
      </form>,
      false,
    );
    expect(button('Redeem').disabled).toBe(true);
    expect(host.textContent).toContain('Not enough points');
  });
});

describe('offline money actions outside the wallet pages', () => {
  const methods = [
    {
      kind: 'online' as const,
      channels: [
        { id: 'c1', name: 'Card', limits: { minCents: 100, maxCents: 1_000_000 }, presetCents: [5_000], feeNote: null },
      ],
    },
  ];
  const deposit = (onSubmit: () => void, isOffline?: boolean) =>
    render(<DepositPanel currencySymbol="$" methods={methods} orders={[]} onSubmit={onSubmit} />, isOffline);

  it('deposit: submit disabled with the reason, and a valid order submitted without it is not sent', async () => {
    const onSubmit = vi.fn();
    await deposit(onSubmit);
    act(() => button('$50.00').click());
    expectBlocked(button('Deposit'));
    submitForm(button('Deposit'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('deposit online: the same order is sent (the check above is not vacuous)', async () => {
    const onSubmit = vi.fn();
    await deposit(onSubmit, false);
    act(() => button('$50.00').click());
    submitForm(button('Deposit'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('manual rebate: each claim disabled with the one reason shown above the list', async () => {
    const onClaim = vi.fn();
    const host = await render(
      <ManualRebate
        settings={[
          { gameType: 'LIVE', enabled: true, validBetCents: 100_000, rateBasisPoints: 80, minimumCents: 100 },
          { gameType: 'RNG', enabled: true, validBetCents: 200_000, rateBasisPoints: 50, minimumCents: 100 },
        ]}
        currencySymbol="$"
        onClaim={onClaim}
        history={{ page: null, onPageChange: () => {} }}
      />,
    );
    const claims = [...host.querySelectorAll<HTMLButtonElement>('[data-testid^=rebate-] button')];
    expect(claims).toHaveLength(2);
    claims.forEach(expectBlocked);
    expect(host.textContent?.split(REASON)).toHaveLength(2);
  });

  it('contract editor: the offer and the request to end are disabled with the reason', async () => {
    const onSubmit = vi.fn();
    await render(
      <ContractEditor mode="offer" downlineName="kim" types={['dividend']} onSubmit={onSubmit} onClose={() => {}} />,
    );
    const offer = document.querySelector<HTMLButtonElement>('[role=dialog] button[type=submit]')!;
    expectBlocked(offer);
    submitForm(offer);
    expect(onSubmit).not.toHaveBeenCalled();
    unmounts.splice(0).forEach((unmount) => unmount());

    await render(
      <ContractEditor
        mode="requestTerminate"
        downlineName="kim"
        types={['dividend']}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('[role=dialog] button[aria-describedby]')];
    expect(buttons).toHaveLength(1);
    expectBlocked(buttons[0]!);
  });

  it("contract offer: every answer is disabled with the reason; 'later' stays", async () => {
    await render(
      <ContractOfferDialog
        offer={{
          key: 'k1',
          contractType: 'dividend',
          status: 'P',
          uplineName: 'lee',
          period: null,
          downlineHigherRate: false,
          games: [],
        }}
        position={{ index: 1, count: 1 }}
        currencySymbol="$"
        onAnswer={() => {}}
        onClose={() => {}}
      />,
    );
    const answers = [...document.querySelectorAll<HTMLButtonElement>('[role=dialog] button[aria-describedby]')];
    expect(answers.length).toBeGreaterThanOrEqual(2);
    answers.forEach(expectBlocked);
    expect(button('Later').disabled).toBe(false);
  });

  it('reward centre: a claim that pays is disabled with the reason; joining is not a money action', async () => {
    const activity = {
      rewardAmount: 10,
      progress: 0,
      target: 0,
      requiresApplication: false,
      startsAt: 0,
      endsAt: null,
    };
    await render(
      <RewardCenterPanel
        activities={[
          { ...activity, id: 'r1', title: 'Raffle', kind: 'raffle', status: 'claim', call: 'claimRaffle' },
          { ...activity, id: 's1', title: 'Signup', kind: 'signup', status: 'join', call: 'join' },
        ]}
        currencySymbol="$"
        onAction={() => {}}
      />,
    );
    const [claim, join] = [...document.querySelectorAll<HTMLButtonElement>('li button')];
    expectBlocked(claim!);
    expect(join!.disabled).toBe(false);
  });

  it('reward and promotion applications: submit disabled with the reason, a submit without it sends nothing', async () => {
    const onSubmit = vi.fn();
    await render(<ApplicationDialog title="Bonus" onSubmit={onSubmit} onCancel={() => {}} />);
    await render(<PromotionApply onSubmit={onSubmit} onCancel={() => {}} />);
    const submits = [...document.querySelectorAll<HTMLButtonElement>('button[type=submit]')];
    expect(submits).toHaveLength(2);
    submits.forEach((submit) => {
      expectBlocked(submit);
      submitForm(submit);
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('offline: the wallet', () => {
  const wallet = (isOffline: boolean) =>
    render(
      <WalletPanel
        main={{ accountTypeId: 1, name: 'Main wallet', balanceCents: 10_000 }}
        gameWallets={[{ accountTypeId: 2, name: 'TCG Lottery', balanceCents: 2_500 }]}
        currencySymbol="¥"
        onTransfer={vi.fn()}
        onRecallAll={vi.fn()}
      />,
      isOffline,
    );

  it('recall all, which moves money outside the transfer form, is disabled with the reason too', async () => {
    await wallet(true);
    expectBlocked(button('Transfer'));
    expectBlocked(button('Recall all to main wallet'));
  });

  it('online, recall all is enabled and describes nothing', async () => {
    await wallet(false);
    expect(button('Recall all to main wallet').disabled).toBe(false);
    expect(button('Recall all to main wallet').hasAttribute('aria-describedby')).toBe(false);
  });
});
