import { expectNoSecretsStored } from '../storageAudit';
import { DEMO_PASSWORD, expect, logInAs, test } from './helpers';

test.describe('§4 Language change', () => {
  test.slow();

  test('§4 stored, told to the server, the UI updated, announcements refreshed', async ({ page }) => {
    await logInAs(page, 'member');
    const menuButton = page.getByRole('button', { name: 'Main menu' });
    if (await menuButton.isVisible()) await menuButton.click();
    const told = page.waitForRequest((r) => r.url().endsWith('/wps/member/language') && r.method() === 'PUT');
    const refreshed = page.waitForRequest((r) => r.url().includes('Announcements') && r.headers()['language'] === 'CN');
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: '简体中文' }).click();
    const request = await told;
    expect(request.headers()['authorization']).toBeTruthy();
    await refreshed;
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('zh-CN');
    await expectNoSecretsStored(page, [DEMO_PASSWORD]);
  });
});
