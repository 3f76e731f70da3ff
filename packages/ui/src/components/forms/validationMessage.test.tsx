import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { expect, it } from 'vitest';
import type { ValidationError } from '@atrium/domain/validation';
import { createI18n } from '../../i18n';
import { useValidationMessage } from './validationMessage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function messageIn(locale: string, error: ValidationError): Promise<string | undefined> {
  const i18n = await createI18n({ locale });
  let message: string | undefined;
  function Probe() {
    message = useValidationMessage()(error);
    return null;
  }
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <Probe />
      </I18nextProvider>,
    ),
  );
  act(() => root.unmount());
  return message;
}

const tooShort: ValidationError = { code: 'pattern.0', params: { min: 6, max: 16 } };

it('§5 a pattern rule and its length read as two sentences, joined as each language joins them', async () => {
  const parts = async (locale: string) => {
    const i18n = await createI18n({ locale });
    return [
      i18n.t('errors:validation.pattern.0', tooShort.params),
      i18n.t('errors:validation.length.range', tooShort.params),
    ];
  };
  expect(await messageIn('en', tooShort)).toBe((await parts('en')).join(' '));
  // Chinese sentences end with 。 and take no space after it.
  expect(await messageIn('zh-CN', tooShort)).toBe((await parts('zh-CN')).join(''));
});
