import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The storage audit (docs/architecture.md "Security stance": no password or SMS code is ever persisted):
 * after a journey, nothing the user typed as a secret may sit in a cookie (script-readable or not), in
 * localStorage or in sessionStorage, and no key may be named like a password or a code.
 */
export interface StoredEntry {
  readonly where: 'cookie' | 'localStorage' | 'sessionStorage';
  readonly key: string;
  readonly value: string;
}

export async function storedEntries(page: Page): Promise<StoredEntry[]> {
  const cookies = (await page.context().cookies()).map((c) => ({
    where: 'cookie' as const,
    key: c.name,
    value: c.value,
  }));
  const web = await page.evaluate(() => {
    const dump = (storage: Storage, where: 'localStorage' | 'sessionStorage') => {
      const out: { where: typeof where; key: string; value: string }[] = [];
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key !== null) out.push({ where, key, value: storage.getItem(key) ?? '' });
      }
      return out;
    };
    return [...dump(localStorage, 'localStorage'), ...dump(sessionStorage, 'sessionStorage')];
  });
  return [...cookies, ...web];
}

/** Keys that announce a secret (the original front end's "remember password" cookie among them). */
const SECRET_KEY = /pass(word)?|pwd|verif|otp|sms.?code|captcha/i;

/**
 * Fails when any `secrets` (passwords, SMS codes, captcha texts typed in the journey) is found in storage. Secrets
 * of 6 characters or more are looked for inside every value (JSON included); shorter ones (a 4-digit captcha) must
 * not be a whole value or a JSON string value.
 */
export async function expectNoSecretsStored(page: Page, secrets: readonly string[]): Promise<void> {
  const entries = await storedEntries(page);
  const leaks: string[] = [];
  for (const entry of entries) {
    if (SECRET_KEY.test(entry.key)) leaks.push(`${entry.where} key "${entry.key}"`);
    let decoded = entry.value;
    try {
      decoded = decodeURIComponent(entry.value);
    } catch {
      // Not URI-encoded: check it as it is.
    }
    for (const secret of secrets) {
      if (secret === '') continue;
      const found =
        secret.length >= 6
          ? decoded.includes(secret)
          : decoded === secret || decoded.includes(`"${secret}"`) || decoded.includes(`=${secret}`);
      if (found) leaks.push(`${entry.where} "${entry.key}" holds a secret`);
    }
  }
  expect(leaks, 'secrets kept in browser storage').toEqual([]);
}
