import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderApp';
import { currentPlatformLanguage, LANGUAGE_STORAGE_KEY, rememberedLocale } from './currentLanguage';
import { useLanguage } from './language';
import { setUpDemoServer } from '../test/demoServer';

const told: string[] = [];
setUpDemoServer({
  handlers: [
    http.put('*/wps/member/language', async ({ request }) => {
      told.push(((await request.clone().json()) as { language: string }).language);
      return undefined;
    }),
  ],
  afterEach: () => {
    told.length = 0;
  },
});

function Switcher() {
  const { t } = useTranslation('ui');
  const { locale, direction, changeLanguage } = useLanguage();
  return (
    <>
      <p>{`${locale} ${direction}`}</p>
      <p>{t('LoadErrorPage.retry')}</p>
      <button type="button" onClick={() => void changeLanguage('ar', { signedIn: false })}>
        arabic
      </button>
    </>
  );
}

describe('§4 Language change: store language, tell server, update UI', () => {
  it('switches the catalogs, the direction, the page attributes and the platform language of every call, tells the server and remembers it', async () => {
    await renderWithProviders(<Switcher />);
    expect(screen.getByText('en ltr')).toBeInTheDocument();
    expect(screen.getByText('Try again')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'arabic' }));

    expect(await screen.findByText('ar rtl')).toBeInTheDocument();
    expect(screen.getByText('أعد المحاولة')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(currentPlatformLanguage()).toBe('AR');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(rememberedLocale()).toBe('ar');
    await waitFor(() => expect(told).toEqual(['AR']));
  });

  it('a remembered value that is not a shipped language is ignored', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(rememberedLocale()).toBeNull();
  });
});
