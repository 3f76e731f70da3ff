import type { FrameLocator, Page } from '@playwright/test';
import { expect, logInAs, loginDialog, test } from '../auth/helpers';
import { expectNoSideScroll } from '../pageChecks';

/**
 * §1 live show, §2 /streamView (login required), §7 CBS_modelList and CBS_launchChat against the demo platform. A
 * launch only makes a chat address (no account changes), so the seeded member is used.
 */

const LAUNCH = '/wps/relay/CBS_launchChat';

/** The demo chat room's message box: a message holding HTML is listed as the text typed, and nothing of it runs. */
async function chatWithHtml(room: Page | FrameLocator) {
  const text = '<b>hi</b> <img src=x onerror="document.title=1">';
  await room.getByRole('textbox', { name: 'Message' }).fill(text);
  await room.getByRole('button', { name: 'Send' }).click();
  const messages = room.getByRole('list', { name: 'Messages' });
  await expect(messages.getByRole('listitem').last()).toContainText(text);
  await expect(messages.locator('b, img')).toHaveCount(0);
}

test.describe('§2 /streamView: the live show', () => {
  test('§1 a member opens the live show and a model’s chat: in the page on a phone, the service window on a wide screen; the chat address from CBS_launchChat is what loads, and a message sent there is listed as typed', async ({
    page,
  }) => {
    await logInAs(page, 'member');
    await page.goto('/streamView');
    await expect(page.getByRole('heading', { level: 1, name: 'Live show' })).toBeVisible();
    const models = page.getByRole('list', { name: 'Models' }).getByRole('button');
    await expect(models.first()).toContainText('Live');
    await expectNoSideScroll(page);

    const launched = page.waitForResponse((response) => new URL(response.url()).pathname === LAUNCH);
    const isPhone = (page.viewportSize()?.width ?? 0) < 768;
    const popup = isPhone ? null : page.waitForEvent('popup');
    await models.first().click();
    const { chatUrl } = ((await (await launched).json()) as { value: { chatUrl: string } }).value;
    expect(chatUrl).toMatch(/^\/__demo\/chat\?room=\w+$/);

    if (isPhone) {
      const frame = page.getByTitle('Chat room');
      await expect(frame).toHaveAttribute('src', chatUrl);
      await expect(page.frameLocator('iframe[title="Chat room"]').getByText(/^Hello, /)).toBeVisible();
      await chatWithHtml(page.frameLocator('iframe[title="Chat room"]'));
      await expectNoSideScroll(page);
      await page.getByRole('button', { name: 'Close the chat room' }).click();
      await expect(page.getByRole('list', { name: 'Models' })).toBeVisible();
    } else {
      const chatWindow = await popup!;
      await expect(chatWindow).toHaveURL(new RegExp(`${chatUrl.replace(/[?]/g, '\\?')}$`));
      await expect(chatWindow.getByText(/^Hello, /)).toBeVisible();
      await chatWithHtml(chatWindow);
      expect(chatWindow.viewportSize()).toEqual({ width: 440, height: 750 });
    }
  });

  test('§2 a guest opening /streamView gets the login popup', async ({ page }) => {
    await page.goto('/streamView');
    await expect(loginDialog(page)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Models' })).toHaveCount(0);
  });
});
