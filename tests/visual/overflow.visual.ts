import { overflowCases } from './cases.ts';
import { expect, openStory, test } from './fixtures.ts';

/**
 * The pseudo-locale sweep (docs/decisions/0011-languages.md): the main screens and every primitive and layout story
 * in accented English 40 % longer than English, at 360 px; a text that overflows its box, is cut without an ellipsis,
 * or pushes the page sideways fails it. Plays are written against English names, so a play that fails here is not
 * the sweep's concern: the screen as rendered is.
 */
function findOverflow(): string[] {
  const problems: string[] = [];
  const describe = (element: Element) => {
    const text = (element.textContent ?? '').trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}> "${text}"`;
  };
  const hasOwnText = (element: Element) =>
    [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
  for (const element of document.body.querySelectorAll('*')) {
    if (!(element instanceof HTMLElement) || !hasOwnText(element)) continue;
    const style = getComputedStyle(element);
    if (style.display === 'inline' || style.display === 'contents' || style.visibility === 'hidden') continue;
    if (element.closest('[aria-hidden="true"], [hidden]') || element.getClientRects().length === 0) continue;
    // Text for screen readers only (a 1 px clipped box) is cut on purpose.
    const box = element.getBoundingClientRect();
    if (box.width <= 2 || box.height <= 2) continue;
    const overflows = element.scrollWidth > element.clientWidth + 1;
    if (!overflows) continue;
    if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
    if (style.overflowX === 'visible') problems.push(`${describe(element)} overflows its box`);
    else if (style.textOverflow !== 'ellipsis') problems.push(`${describe(element)} is cut without an ellipsis`);
  }
  if (document.documentElement.scrollWidth > document.documentElement.clientWidth + 1) {
    problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px wide)`);
  }
  return problems;
}

/** The sweep's own proof: the same check finds a label cut without an ellipsis and one spilling out of its box. */
test('the sweep fails on text cut without an ellipsis and on text overflowing its box', async ({ storyPage }) => {
  const button = overflowCases().find((c) => c.storyId === 'primitives-button--playground');
  if (!button) throw new Error('The proof needs the story primitives-button--playground');
  await openStory(storyPage, button, '', { playMayFail: true });
  expect(await storyPage.evaluate(findOverflow)).toEqual([]);
  await storyPage.addStyleTag({ content: 'button { width: 40px; white-space: nowrap; overflow: hidden; }' });
  expect((await storyPage.evaluate(findOverflow)).join('\n')).toContain('is cut without an ellipsis');
  await storyPage.addStyleTag({ content: 'button { overflow: visible; }' });
  expect((await storyPage.evaluate(findOverflow)).join('\n')).toContain('overflows its box');
});

for (const visualCase of overflowCases()) {
  test(`${visualCase.title} / ${visualCase.name} fits in the pseudo-locale`, async ({ storyPage }) => {
    await openStory(storyPage, visualCase, '', { playMayFail: true });
    expect(await storyPage.evaluate(findOverflow)).toEqual([]);
  });
}
