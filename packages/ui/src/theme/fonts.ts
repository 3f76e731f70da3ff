/**
 * The brands' fonts ship with the package (docs/conventions.md "Theme tokens"): no system-font roulette between
 * machines, and no request to a font service (the app runs under a same-origin CSP). Each @font-face carries its
 * unicode-range, so a browser downloads only the families and scripts a page shows: a Thai page fetches the Thai
 * face (about 40 KB) when Thai text appears, an English page never does. Chinese, Japanese and Korean use the
 * system's fonts, which every phone has (a CJK web font would weigh megabytes); the test machines install Debian's
 * Noto CJK (scripts/atrium.mjs). The families' names, for the brands' font stacks, are in ./scriptFonts.ts.
 */
import '@fontsource-variable/inter/index.css';
import './fallbackFaces.css';
import '@fontsource-variable/nunito/index.css';
import '@fontsource-variable/noto-sans-arabic/index.css';
import '@fontsource-variable/noto-serif/index.css';
import '@fontsource-variable/noto-sans-thai/index.css';
import '@fontsource-variable/noto-sans-lao/index.css';
import '@fontsource-variable/noto-sans-khmer/index.css';
import '@fontsource-variable/noto-sans-myanmar/index.css';
import '@fontsource-variable/noto-sans-bengali/index.css';
import '@fontsource-variable/noto-sans-tamil/index.css';
import '@fontsource-variable/noto-sans-devanagari/index.css';
