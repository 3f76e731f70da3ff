import type { StoryContext } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { expectNoSideScroll } from './helpers';

/**
 * What a language variant shows, in that language: a text, a heading, a dialog by its name (with a text it reads),
 * or any element by its role and query (`{ role: 'tab', name: '…', selected: true }`). Found on the whole page, so
 * a dialog's content (rendered in a portal) counts too, and a modal dialog hides what lies behind it.
 */
export type Shown =
  | string
  | { readonly heading: string }
  | { readonly dialog: string | RegExp; readonly says?: string }
  | ({ readonly role: string } & ByRoleOptions);

type ByRoleOptions = NonNullable<Parameters<typeof screen.findByRole>[1]>;

interface LanguageStory {
  readonly globals: { readonly locale: string };
  readonly play: (context: StoryContext) => Promise<void>;
}

async function findShown(shown: Shown, isRtl: boolean) {
  if (typeof shown === 'string') {
    const [first] = await screen.findAllByText(shown);
    await expect(first).toBeVisible();
    return;
  }
  if ('heading' in shown) {
    await expect(await screen.findByRole('heading', { name: shown.heading })).toBeVisible();
    return;
  }
  if ('role' in shown) {
    const { role, ...query } = shown;
    await expect(await screen.findByRole(role, query)).toBeVisible();
    return;
  }
  const dialog = await screen.findByRole('dialog', { name: shown.dialog });
  await expect(dialog).toBeVisible();
  if (isRtl) await expect(dialog).toHaveAttribute('dir', 'rtl');
  if (shown.says) await expect(dialog).toHaveTextContent(shown.says);
}

/**
 * The Arabic variant (docs/decisions/0005 `visual-rtl`): what it shows is found in Arabic, a dialog runs right to
 * left, and the page never scrolls sideways at 360 px. `then` adds the story's own checks.
 */
export function inArabic(shows: Shown | readonly Shown[], then?: LanguageStory['play']): LanguageStory {
  return {
    globals: { locale: 'ar' },
    play: async (context) => {
      for (const shown of [shows].flat()) await findShown(shown, true);
      await then?.(context);
      await expectNoSideScroll();
    },
  };
}

/** The Chinese variant: what it shows is found in Chinese (the catalog is read, not English left in). */
export function inChinese(shows: Shown | readonly Shown[], then?: LanguageStory['play']): LanguageStory {
  return {
    globals: { locale: 'zh-CN' },
    play: async (context) => {
      for (const shown of [shows].flat()) await findShown(shown, false);
      await then?.(context);
    },
  };
}
