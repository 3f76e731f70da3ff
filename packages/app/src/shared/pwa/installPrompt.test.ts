import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canInstall,
  listenForInstallPrompt,
  promptInstall,
  resetInstallPromptForTests,
  subscribeInstallPrompt,
} from './installPrompt';
import { captureInstallPrompt, capturedInstallPrompt } from './installPromptCapture';

function installEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

describe('the kept install prompt (the lite app)', () => {
  // Test files share their modules (isolate: false): a page tested before this file may already follow the prompt.
  beforeEach(() => resetInstallPromptForTests());
  afterEach(() => resetInstallPromptForTests());

  it('keeps the browser prompt, stops its own info-bar and tells subscribers', () => {
    const target = new EventTarget() as Window;
    listenForInstallPrompt(target);
    const onChange = vi.fn();
    subscribeInstallPrompt(onChange);
    expect(canInstall()).toBe(false);
    const { event } = installEvent('accepted');
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(canInstall()).toBe(true);
    expect(onChange).toHaveBeenCalled();
  });

  it('shows the prompt once and returns the answer', async () => {
    const target = new EventTarget() as Window;
    listenForInstallPrompt(target);
    const { event, prompt } = installEvent('dismissed');
    target.dispatchEvent(event);
    await expect(promptInstall()).resolves.toBe('dismissed');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(canInstall()).toBe(false);
    await expect(promptInstall()).resolves.toBe('unavailable');
  });

  it('forgets the prompt once the app is installed', () => {
    const target = new EventTarget() as Window;
    listenForInstallPrompt(target);
    target.dispatchEvent(installEvent('accepted').event);
    target.dispatchEvent(new Event('appinstalled'));
    expect(canInstall()).toBe(false);
  });

  it('takes over the prompt the entry kept before this module loaded', () => {
    captureInstallPrompt();
    const { event } = installEvent('accepted');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    listenForInstallPrompt(new EventTarget() as Window);
    expect(canInstall()).toBe(true);
  });

  it('the entry stops capturing once taken over: a later prompt, once used, is not kept to be offered again', async () => {
    captureInstallPrompt();
    window.dispatchEvent(installEvent('accepted').event);
    listenForInstallPrompt(window);
    const later = installEvent('dismissed');
    window.dispatchEvent(later.event);
    await expect(promptInstall()).resolves.toBe('dismissed');
    expect(later.prompt).toHaveBeenCalledTimes(1);
    expect(capturedInstallPrompt).toBeNull();
  });
});
