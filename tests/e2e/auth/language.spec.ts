import { readFile } from 'node:fs/promises';
import { platformLanguageFromTag, textDirection } from '@atrium/domain/i18n';
import { uiLocaleFolder } from '../../../packages/ui/src/i18n/catalogLoaders';
import { UI_LOCALES } from '../../../packages/ui/src/i18n/uiLocales';
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
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('option', { name: '简体中文' }).click();
    const request = await told;
    expect(request.headers()['authorization']).toBeTruthy();
    await refreshed;
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('zh-CN');
    await expectNoSecretsStored(page, [DEMO_PASSWORD]);
  });
});

/** Every shipped UI language, with its catalog folder. */
const LANGUAGES = UI_LOCALES.map((locale) => [locale, uiLocaleFolder(locale)] as const);
const directionOf = (locale: string) => textDirection(platformLanguageFromTag(locale) ?? 'EN');

async function catalogPart<T>(folder: string, part: string): Promise<T> {
  const file = new URL(`../../../packages/ui/src/i18n/locales/${folder}/ui/${part}.json`, import.meta.url);
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

async function headerText(folder: string): Promise<{ openMenu: string; login: string }> {
  return (await catalogPart<{ Header: { openMenu: string; login: string } }>(folder, 'header')).Header;
}

test.describe('§9 every shipped language', () => {
  for (const [locale, folder] of LANGUAGES) {
    test(`${locale}: home reads in it, with its lang and dir, and it stays after a reload`, async ({ page }) => {
      const header = await headerText(folder);
      await page.addInitScript((chosen) => {
        if (!sessionStorage.getItem('seeded')) localStorage.setItem('lang', chosen);
        sessionStorage.setItem('seeded', '1');
      }, locale);
      for (const visit of ['first', 'reload']) {
        if (visit === 'first') await page.goto('/');
        else await page.reload();
        const html = page.locator('html');
        await expect(html).toHaveAttribute('lang', locale);
        await expect(html).toHaveAttribute('dir', directionOf(locale));
        await expect(page.getByRole('button', { name: header.openMenu, exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: header.login, exact: true }).first()).toBeVisible();
      }
    });
  }

  test('§4 a guest finds Thai by typing, and it stays after a reload and after signing in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Log in', exact: true }).first()).toBeVisible();
    const menuButton = page.getByRole('button', { name: 'Main menu' });
    if (await menuButton.isVisible()) await menuButton.click();
    await page.getByRole('button', { name: /^Language/ }).click();
    const search = page.getByRole('combobox', { name: 'Search languages' });
    await search.fill('thai');
    await expect(page.getByRole('option')).toHaveCount(1);
    await search.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    const thai = await headerText('th');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('th');

    // Signing in, in Thai: the member's session starts in the language chosen as a guest.
    const login = await catalogPart<{ LoginDialog: Record<string, string> }>('th', 'auth');
    await page.getByRole('button', { name: thai.login, exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: login.LoginDialog.title });
    await dialog.getByRole('textbox', { name: login.LoginDialog.username, exact: true }).fill('member');
    await dialog.getByRole('textbox', { name: login.LoginDialog.password, exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: login.LoginDialog.submit, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).not.toBeNull();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('button', { name: thai.openMenu, exact: true })).toBeVisible();
  });
});
