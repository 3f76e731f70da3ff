/**
 * The visual cases, generated from the built Storybook's index.json: every story in the default brand's dark mode,
 * plus light mode for stories tagged `visual-light`, right-to-left (Arabic) for stories tagged `visual-rtl`, and the
 * scripts and lengths that break layouts for the main screens, tagged `visual-languages`: Thai, Vietnamese, Burmese,
 * Khmer, Hindi, Russian, and the right-to-left Arabic, Persian and Urdu (docs/decisions/0005-visual-regression.md). A story tagged `visual-skip` is left out (say why in its file).
 * Nothing here lists stories by hand: a story added later is covered by the next run.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const VISUAL_TAGS = {
  light: 'visual-light',
  rtl: 'visual-rtl',
  languages: 'visual-languages',
  firstScreen: 'visual-first-screen',
  skip: 'visual-skip',
} as const;

/** The languages a `visual-languages` story is shot in besides English and Arabic (`rtl`), by UI locale. */
export const LANGUAGE_VARIANTS = ['th', 'vi', 'my', 'km', 'hi', 'ru', 'fa', 'ur'] as const;

export type Variant = 'dark' | 'light' | 'rtl' | 'pseudo' | (typeof LANGUAGE_VARIANTS)[number];

/** Storybook globals per variant (.storybook/preview.tsx), in the iframe URL's `globals=` syntax. */
export const VARIANT_GLOBALS: Readonly<Record<Variant, string>> = {
  dark: 'brand:default;mode:dark;locale:en;direction:auto',
  light: 'brand:default;mode:light;locale:en;direction:auto',
  rtl: 'brand:default;mode:dark;locale:ar;direction:auto',
  pseudo: 'brand:default;mode:dark;locale:en-XA;direction:auto',
  ...(Object.fromEntries(
    LANGUAGE_VARIANTS.map((locale) => [locale, `brand:default;mode:dark;locale:${locale};direction:auto`]),
  ) as Record<(typeof LANGUAGE_VARIANTS)[number], string>),
};

export interface VisualCase {
  readonly storyId: string;
  readonly title: string;
  readonly name: string;
  readonly variant: Variant;
  /** The baseline's file name (flat, one folder). */
  readonly snapshot: string;
  /**
   * The whole page, or (tag `visual-first-screen`) the first 360 × 740 only: for a page whose sections below the
   * fold fill in after the first paint, at a time no screenshot can wait for reliably.
   */
  readonly fullPage: boolean;
}

interface IndexEntry {
  readonly type: string;
  readonly id: string;
  readonly title: string;
  readonly name: string;
  readonly tags?: readonly string[];
}

/** Where the visual run reads the built Storybook (scripts/visual.mjs builds it there). */
export function storybookDir(): string {
  return path.resolve(process.env.VISUAL_STORYBOOK_DIR ?? 'node_modules/.cache/atrium-visual/storybook');
}

export function visualCases(indexJson: string): VisualCase[] {
  const index = JSON.parse(indexJson) as { entries: Record<string, IndexEntry> };
  const cases: VisualCase[] = [];
  for (const entry of Object.values(index.entries)) {
    if (entry.type !== 'story') continue;
    const tags = entry.tags ?? [];
    if (tags.includes(VISUAL_TAGS.skip)) continue;
    const variants: Variant[] = ['dark'];
    if (tags.includes(VISUAL_TAGS.light)) variants.push('light');
    if (tags.includes(VISUAL_TAGS.rtl) || tags.includes(VISUAL_TAGS.languages)) variants.push('rtl');
    if (tags.includes(VISUAL_TAGS.languages)) variants.push(...LANGUAGE_VARIANTS);
    for (const variant of variants) {
      cases.push({
        storyId: entry.id,
        title: entry.title,
        name: entry.name,
        variant,
        snapshot: `${entry.id}--${variant}.png`,
        fullPage: !tags.includes(VISUAL_TAGS.firstScreen),
      });
    }
  }
  return cases.sort((a, b) => a.snapshot.localeCompare(b.snapshot));
}

export function readVisualCases(dir = storybookDir()): VisualCase[] {
  let json: string;
  try {
    json = readFileSync(path.join(dir, 'index.json'), 'utf8');
  } catch {
    throw new Error(
      `No built Storybook at ${dir}. Run \`pnpm test:visual\` (it builds one), or set VISUAL_STORYBOOK_DIR.`,
    );
  }
  return visualCases(json);
}

/**
 * The overflow sweep's cases (tests/visual/overflow.visual.ts): the main screens (`visual-languages`) and every
 * primitive and layout story, in the pseudo-locale (accented, 40 % longer English), at 360 px.
 */
export function overflowCases(dir = storybookDir()): VisualCase[] {
  const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && !(entry.tags ?? []).includes(VISUAL_TAGS.skip))
    .filter((entry) => (entry.tags ?? []).includes(VISUAL_TAGS.languages) || /^(Primitives|Layout)\//.test(entry.title))
    .map((entry) => ({
      storyId: entry.id,
      title: entry.title,
      name: entry.name,
      variant: 'pseudo' as const,
      snapshot: `${entry.id}--pseudo.png`,
      fullPage: true,
    }))
    .sort((a, b) => a.storyId.localeCompare(b.storyId));
}
