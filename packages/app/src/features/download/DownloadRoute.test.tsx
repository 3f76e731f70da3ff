import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@atrium/domain/session';
import { listenForInstallPrompt, resetInstallPromptForTests } from '../../shared/pwa/installPrompt';
import { setUpDemoServer } from '../../test/demoServer';
import { openPage } from '../../test/routeFaultSweep';
import { installPlatform, isOwnInstallLink, liteLink } from './liteInstall';

const demo = setUpDemoServer();

/** What Chromium fires when the app can be installed; its prompt answers at once. */
function capturedPrompt() {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }) });
  return { event, prompt };
}

const stepsDialog = () => screen.queryByRole('dialog', { name: 'Add the lite app to your home screen' });
const installButton = () => screen.getByRole('button', { name: 'Install the lite app' });

describe('the lite app on /download opens the install flow', () => {
  beforeEach(() => {
    // As main.tsx does at start, so the prompt fired before the page is kept.
    listenForInstallPrompt(window);
    sessionStorage.setItem(SESSION_STORAGE_KEYS.announcementClosed, 'B,A');
  });
  afterEach(() => resetInstallPromptForTests());

  it('with the browser prompt kept, the button shows it (once) instead of leaving', async () => {
    const { event, prompt } = capturedPrompt();
    window.dispatchEvent(event);
    await openPage(demo, '/download');
    expect(screen.queryByRole('link', { name: 'Open the lite app' })).toBeNull();
    await userEvent.click(installButton());
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(stepsDialog()).toBeNull();
    // The prompt can be used once: pressing again shows the steps.
    await userEvent.click(installButton());
    expect(await screen.findByRole('dialog', { name: 'Add the lite app to your home screen' })).toBeVisible();
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('without a prompt, the button opens the Add to Home Screen steps', async () => {
    await openPage(demo, '/download');
    expect(stepsDialog()).toBeNull();
    await userEvent.click(installButton());
    const dialog = await screen.findByRole('dialog', { name: 'Add the lite app to your home screen' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "Open your browser's menu.",
      'Choose Install app or Add to Home screen.',
      'Confirm: the lite app appears on your home screen.',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(stepsDialog()).toBeNull());
  });

  it('the QR code’s address (?install=lite) opens the flow at once; with a prompt the dialog offers it', async () => {
    const { event, prompt } = capturedPrompt();
    window.dispatchEvent(event);
    await openPage(demo, '/download?install=lite');
    const dialog = await screen.findByRole('dialog', { name: 'Add the lite app to your home screen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Install the lite app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(stepsDialog()).toBeNull());
  });
});

describe('the lite link and the steps a browser gets', () => {
  const origin = 'https://brand.example';

  it('a path is this site’s install address, absolute with the page’s origin; a link elsewhere is kept', () => {
    const own = liteLink('/download?install=lite', origin) ?? null;
    expect(own).toBe('https://brand.example/download?install=lite');
    expect(isOwnInstallLink(own, origin)).toBe(true);
    expect(liteLink('https://lite.other.example/', origin)).toBe('https://lite.other.example/');
    expect(isOwnInstallLink('https://lite.other.example/', origin)).toBe(false);
    expect(liteLink(undefined, origin)).toBeUndefined();
  });

  it('iPhone, iPad (which says Macintosh) get the Share sheet’s steps; other browsers their menu’s', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1';
    const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15';
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
    expect(installPlatform({ userAgent: iphone, maxTouchPoints: 5 })).toBe('ios');
    expect(installPlatform({ userAgent: ipad, maxTouchPoints: 5 })).toBe('ios');
    expect(installPlatform({ userAgent: ipad, maxTouchPoints: 0 })).toBe('other');
    expect(installPlatform({ userAgent: android, maxTouchPoints: 5 })).toBe('other');
  });
});
