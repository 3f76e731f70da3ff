import { expect, test } from '../auth/helpers';

/**
 * §2 Other screens: news and blog, in the built app against the demo platform. Reads only: no demo account is used.
 * The hostile blog post's script, onerror handler and javascript: link must neither run nor reach the DOM.
 */
declare global {
  interface Window {
    __articleScriptRan?: boolean;
  }
}

test('§2 Other screens: a visitor opens /news, opens an article, reads it and returns to the same page', async ({
  page,
}) => {
  await page.goto('/news');
  const list = page.getByRole('list', { name: 'News' });
  await expect(list.getByRole('article')).toHaveCount(6);
  await page.getByRole('navigation', { name: 'News pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await list.getByRole('link', { name: 'Lottery draws every five minutes' }).click();
  await expect(page).toHaveURL(/\/news\?id=NEWS-108&page=2$/);
  const article = page.getByRole('article', { name: 'Lottery draws every five minutes' });
  await expect(article.getByText('Fast lottery moves from ten to five minutes between draws.')).toBeVisible();
  await expect(article.getByText('By Product team')).toBeVisible();
  // The cover's box is reserved (width and height) and it loads lazily.
  await expect(article.locator('img').first()).toHaveAttribute('loading', 'lazy');
  await expect(article.locator('img').first()).toHaveAttribute('height', '400');
  await article.getByRole('link', { name: 'Back to news' }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  // 360 px by touch: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('§2 Other screens: /blog?id= opens the article directly; its script and handler never ran nor reached the DOM', async ({
  page,
}) => {
  await page.goto('/blog?id=BLOG-HOSTILE');
  const article = page.getByRole('article', { name: 'Sports betting basics' });
  await expect(article.getByText('Decimal odds of 2.50 return 2.50 for every 1 staked, stake included.')).toBeVisible();
  await expect(article.getByText('This article is written in English.')).toBeHidden();
  expect(await article.innerHTML()).not.toMatch(/<script|onerror|javascript:/i);
  expect(await page.evaluate(() => window.__articleScriptRan)).toBeUndefined();
  await article.getByRole('link', { name: 'Back to the blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('list', { name: 'Blog' }).getByRole('article').first()).toBeVisible();
});
