import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createDemoPlatform, demoHandlers } from '@atrium/api/demo';
import { Direction } from 'radix-ui';
import { I18nextProvider } from 'react-i18next';
import { createI18n, loadUiLocale, localeDirection, PSEUDO_LOCALE, textReady, UI_LOCALES } from '@atrium/ui/i18n';
import { BRANDS, defaultBrand, ThemeRoot, type Mode } from '@atrium/ui/theme';
import { setStoryI18n } from '../packages/ui/src/stories/i18n';

// How long a play function's findBy… and waitFor wait (testing-library's default is 1 s): on a loaded 2-core CI host a
// page's lazy parts and mocked answers can take longer than 1 s to appear; a passing wait still returns as soon as the
// element is there.
configure({ asyncUtilTimeout: 5000 });

/**
 * Global decorators (docs/conventions.md "Stories"): brand × mode, language and direction, and msw.
 * The story tests run every story per brand and mode: vitest.config.ts defines __ATRIUM_STORY_MODE__ and
 * __ATRIUM_STORY_BRAND__ per project.
 */
declare const __ATRIUM_STORY_MODE__: Mode | undefined;
declare const __ATRIUM_STORY_BRAND__: string | undefined;
const initialMode: Mode = typeof __ATRIUM_STORY_MODE__ === 'undefined' ? 'dark' : __ATRIUM_STORY_MODE__;
const initialBrand: string = typeof __ATRIUM_STORY_BRAND__ === 'undefined' ? 'default' : __ATRIUM_STORY_BRAND__;

const brands = BRANDS;

/**
 * Phones first: every story renders (and is tested) at 360 px unless it names another viewport. Storybook's Vitest
 * plugin sizes the page from the `viewport` global (1200 × 900 when none is set, whatever vitest.config.ts says),
 * so the default is set here. The names match packages/ui's layout stories (storyViewports.ts).
 */
const viewport = (name: string, width: number, height: number) => ({
  name,
  styles: { width: `${width}px`, height: `${height}px` },
  type: width < 768 ? ('mobile' as const) : width < 1024 ? ('tablet' as const) : ('desktop' as const),
});
const VIEWPORTS = {
  phone360: viewport('Phone 360', 360, 740),
  tablet768: viewport('Tablet 768', 768, 1024),
  laptop1024: viewport('Laptop 1024', 1024, 768),
  desktop1280: viewport('Desktop 1280', 1280, 800),
};
const i18nReady = createI18n({ locale: 'en' });

/**
 * The `stories-brands` test project (brand 'alternate'): every story once in one of the two other brands, in that
 * brand's own mode (lumen light, regal dark), the brand picked from the story's id so that each brand gets about
 * half of the stories of every component, the same ones on every run (docs/decisions/0004-stories-as-tests.md).
 */
export function alternateBrand(storyId: string): { readonly brand: 'lumen' | 'regal'; readonly mode: Mode } {
  let hash = 0;
  for (const char of storyId) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return (hash & 1) === 0 ? { brand: 'lumen', mode: 'light' } : { brand: 'regal', mode: 'dark' };
}

const withProviders: Decorator = (Story, context) => {
  const globals = context.globals as {
    brand: keyof typeof brands | 'alternate';
    mode: Mode;
    locale: string;
    direction: 'auto' | 'ltr' | 'rtl';
  };
  const { locale, direction } = globals;
  const { brand, mode } = globals.brand === 'alternate' ? alternateBrand(context.id) : globals;
  const i18n = context.loaded.i18n as Awaited<typeof i18nReady>;
  const dir = direction === 'auto' ? localeDirection(locale) : direction;
  return (
    <I18nextProvider i18n={i18n}>
      <Direction.Provider dir={dir}>
        <ThemeRoot brand={brands[brand] ?? defaultBrand} mode={mode}>
          <div dir={dir} lang={locale}>
            <Story />
          </div>
        </ThemeRoot>
      </Direction.Provider>
    </I18nextProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  // Every story talks to a fresh demo platform (docs/architecture.md, host 2); a story adds its own handlers or faults
  // in its `beforeEach` ({ msw }) => msw.use(...)).
  beforeEach({ msw }) {
    msw.use(...demoHandlers(createDemoPlatform()));
  },
  loaders: [
    mswLoader(),
    async (context) => {
      const i18n = await i18nReady;
      const locale = (context.globals.locale as string | undefined) ?? 'en';
      await loadUiLocale(i18n, locale);
      await i18n.changeLanguage(locale);
      await textReady();
      setStoryI18n(i18n);
      return { i18n };
    },
  ],
  initialGlobals: {
    brand: initialBrand,
    mode: initialMode,
    locale: 'en',
    direction: 'auto',
    viewport: { value: 'phone360', isRotated: false },
  },
  globalTypes: {
    brand: {
      description: 'Brand',
      toolbar: { title: 'Brand', icon: 'paintbrush', items: Object.keys(brands), dynamicTitle: true },
    },
    mode: {
      description: 'Colour mode',
      toolbar: { title: 'Mode', icon: 'mirror', items: ['dark', 'light'], dynamicTitle: true },
    },
    locale: {
      description: 'Language',
      // The pseudo-locale (accented, 40 % longer English) shows untranslated, cut and overflowing text at a glance.
      toolbar: { title: 'Language', icon: 'globe', items: [...UI_LOCALES, PSEUDO_LOCALE], dynamicTitle: true },
    },
    direction: {
      description: 'Text direction (auto follows the language)',
      toolbar: { title: 'Direction', icon: 'transfer', items: ['auto', 'ltr', 'rtl'], dynamicTitle: true },
    },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: VIEWPORTS },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is an accessibility test: a violation fails it (docs/decisions/0004-stories-as-tests.md).
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
