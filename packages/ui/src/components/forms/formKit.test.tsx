import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n';
import { defaultBrand, ThemeRoot } from '../../theme';
import { AmountField } from './AmountField';
import { FormActions } from './FormActions';
import { PaymentPasswordField } from './PaymentPasswordField';
import { usePaymentEntry } from './usePaymentEntry';

// The kit's two promises for money forms (docs/conventions.md "Submitting"): one request per activation, however
// fast the taps, and nothing typed (above all the payment password) kept once the platform has answered. The forms'
// stories show what a member sees; these check what a story cannot: two submits in one tick.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const AMOUNT = 'Amount';
const ALL = 'All';
const SEND = 'Send';

interface HarnessProps {
  readonly isSubmitting: boolean;
  readonly resultId: string | null;
  readonly failure: string | null;
  readonly onSend: (amount: string, password: string) => void;
}

/** A money form as the areas build it: amount (with "all"), payment password, refusal, submit. */
function Harness({ isSubmitting, resultId, failure, onSend }: HarnessProps) {
  const { amount, password, send } = usePaymentEntry<'required'>(isSubmitting, resultId);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send(amount.value === '' ? 'required' : null, () => onSend(amount.value, password.value));
      }}
    >
      <AmountField
        label={AMOUNT}
        value={amount.value}
        onChange={amount.change}
        error={amount.error ?? undefined}
        allLabel={ALL}
        onAll={() => amount.change('99.00')}
      />
      <PaymentPasswordField value={password.value} onChange={password.change} error={password.error} />
      <FormActions submitLabel={SEND} isSubmitting={isSubmitting} failure={failure} />
    </form>
  );
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

async function renderForm() {
  const i18n = await createI18n({ locale: 'en' });
  const onSend = vi.fn<(amount: string, password: string) => void>();
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  const render = (props: Partial<Omit<HarnessProps, 'onSend'>> = {}) =>
    act(() =>
      root?.render(
        <I18nextProvider i18n={i18n}>
          <ThemeRoot brand={defaultBrand} mode="dark">
            <Harness isSubmitting={false} resultId={null} failure={null} {...props} onSend={onSend} />
          </ThemeRoot>
        </I18nextProvider>,
      ),
    );
  render();
  const inputs = () => Array.from(container.querySelectorAll('input'));
  const form = () => container.querySelector('form')!;
  return { container, onSend, render, inputs, form };
}

function type(input: HTMLInputElement, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function filled() {
  const rendered = await renderForm();
  const [amount, password] = rendered.inputs();
  type(amount!, '12.50');
  type(password!, '123456');
  return rendered;
}

describe('form kit: the in-flight guard', () => {
  it('sends once when the form is submitted twice in the same tick (double click, double tap, held Enter)', async () => {
    const { form, onSend } = await filled();
    act(() => {
      form().requestSubmit();
      form().requestSubmit();
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('12.50', '123456');
  });

  it('sends nothing while the call is in flight, and again once it has settled (never retried on its own)', async () => {
    const { form, onSend, render, container } = await filled();
    act(() => form().requestSubmit());
    render({ isSubmitting: true });
    act(() => form().requestSubmit());
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
    render({ isSubmitting: false, failure: 'Refused' });
    expect(onSend).toHaveBeenCalledTimes(1);
    act(() => form().requestSubmit());
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('frees the guard when the container refused at once (it never reported a call in flight)', async () => {
    const { form, onSend } = await filled();
    act(() => form().requestSubmit());
    act(() => form().requestSubmit());
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('sends nothing while a field is refused here: the amount and the payment password say why', async () => {
    const { form, onSend, inputs, container } = await renderForm();
    act(() => form().requestSubmit());
    expect(onSend).not.toHaveBeenCalled();
    expect(inputs().every((input) => input.getAttribute('aria-invalid') === 'true')).toBe(true);
    expect(container.textContent).toContain('Enter your payment password');
  });
});

describe('form kit: clear on result', () => {
  it('empties the amount and the payment password when a result arrives', async () => {
    const { form, inputs, render } = await filled();
    act(() => form().requestSubmit());
    render({ isSubmitting: true });
    render({ isSubmitting: false, resultId: 'transfer-1' });
    expect(inputs().map((input) => input.value)).toEqual(['', '']);
  });

  it('keeps what was typed after a refusal, so the member can correct it', async () => {
    const { form, inputs, render, container } = await filled();
    act(() => form().requestSubmit());
    render({ isSubmitting: true });
    render({ isSubmitting: false, failure: 'Refused' });
    expect(inputs().map((input) => input.value)).toEqual(['12.50', '123456']);
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Refused');
  });

  it('fills in the most with "all"', async () => {
    const { inputs, container } = await renderForm();
    const all = Array.from(container.querySelectorAll('button')).find((button) => button.textContent === ALL);
    act(() => all?.click());
    expect(inputs()[0]?.value).toBe('99.00');
  });
});
