import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n';
import { defaultBrand, ThemeRoot } from '../../theme';
import { FormActions, FormsOfflineContext } from './FormActions';

// Issue 35 (the lite app): money actions offline are disabled with the reason, never queued.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function render(ui: React.ReactNode) {
  const i18n = await createI18n({ locale: 'en' });
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <ThemeRoot brand={defaultBrand} mode="dark">
          <form>{ui}</form>
        </ThemeRoot>
      </I18nextProvider>,
    ),
  );
  return {
    submit: host.querySelector<HTMLButtonElement>('button[type=submit]')!,
    host,
    unmount: () => {
      act(() => root.unmount());
      host.remove();
    },
  };
}

describe('FormActions: a form that cannot be sent says why', () => {
  it('offline (the money page provides it): submit is disabled and described by the reason', async () => {
    const view = await render(
      <FormsOfflineContext.Provider value>
        <FormActions submitLabel="Transfer" />
      </FormsOfflineContext.Provider>,
    );
    expect(view.submit.disabled).toBe(true);
    const reason = document.getElementById(view.submit.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe('You are offline: this cannot be sent until the connection is back.');
    view.unmount();
  });

  it('online with no reason: submit is enabled and describes nothing', async () => {
    const view = await render(<FormActions submitLabel="Transfer" />);
    expect(view.submit.disabled).toBe(false);
    expect(view.submit.hasAttribute('aria-describedby')).toBe(false);
    view.unmount();
  });

  it('a reason given by the form itself is shown the same way', async () => {
    const view = await render(<FormActions submitLabel="Redeem" disabledReason="Not enough points" />);
    expect(view.submit.disabled).toBe(true);
    expect(view.host.textContent).toContain('Not enough points');
    view.unmount();
  });
});
