import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../shared/currentLanguage';
import { setUpDemoServer } from '../../test/demoServer';
import { renderApp, signIn } from '../../test/renderApp';
import { AgentHomeRoute } from './AgentHomeRoute';
import { AgentLandingRoute } from './AgentLandingRoute';

const { server } = setUpDemoServer({ freshPlatformEachTest: true });

afterEach(() => {
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

/** Every language the server was told of, signed in or not. */
function toldLanguages() {
  const told: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/wps/member/language')) {
      void request
        .clone()
        .json()
        .then((body: { language?: string }) => told.push(body.language));
    }
  });
  return told;
}

async function chooseArabic(scope: ReturnType<typeof within>) {
  await userEvent.click(await scope.findByRole('button', { name: /^Language/ }, { timeout: 5_000 }));
  await userEvent.click(await screen.findByRole('option', { name: /^العربية/ }));
}

describe('§4 Language change on the agent side: store language, tell server, update UI', () => {
  it('/agentHome: the agent chooses the language in the header as a member does in the side menu', async () => {
    const told = toldLanguages();
    await signIn('agent');
    await renderApp(<AgentHomeRoute />, { withSession: true, path: '/agentHome' });
    await screen.findByText('Top Agent', undefined, { timeout: 5_000 });
    await chooseArabic(within(screen.getByRole('banner')));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    await waitFor(() => expect(told).toEqual(['AR']));
  });

  it('/agent: a visitor chooses the language before signing in', async () => {
    const told = toldLanguages();
    await renderApp(<AgentLandingRoute />, { withSession: true, path: '/agent' });
    await chooseArabic(within(document.body));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    await waitFor(() => expect(told).toEqual(['AR']));
  });
});
