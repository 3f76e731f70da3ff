/**
 * The self-hosted faces (./fonts.ts) for the scripts a brand's own font lacks, for every brand's font stack after
 * that font: a character the brand's font has never reaches them, so their files are fetched only for text in their
 * script. Arabic's face also writes Persian and Urdu, in the naskh style, which keeps a UI's line height (nastaliq
 * would need taller lines everywhere). Chinese, Japanese and Korean are left to the system's fallback, which picks
 * each one's own glyphs from the page's `lang`.
 */
export const SCRIPT_FONTS = [
  // Latin while the brand's font loads, in a local font at the brand font's width (./fallbackFaces.css): the script
  // faces below carry Latin subsets of their own, which would otherwise be fetched and drawn in its place.
  'Atrium Latin Fallback DejaVu',
  'Atrium Latin Fallback Arial',
  'Atrium Latin Fallback Roboto',
  'Noto Sans Arabic Variable',
  'Noto Sans Thai Variable',
  'Noto Sans Lao Variable',
  'Noto Sans Khmer Variable',
  'Noto Sans Myanmar Variable',
  'Noto Sans Devanagari Variable',
  'Noto Sans Bengali Variable',
  'Noto Sans Tamil Variable',
]
  .map((family) => `'${family}'`)
  .join(', ');
