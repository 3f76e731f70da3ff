/**
 * The brands' fonts ship with the package (docs/conventions.md "Theme tokens"): no system-font roulette between
 * machines, and no request to a font service (the app runs under a same-origin CSP). Each @font-face carries its
 * unicode-range, so a browser downloads only the families and scripts a page shows. CJK falls back to the
 * system's fonts (a CJK web font would weigh megabytes).
 */
import '@fontsource-variable/inter/index.css';
import '@fontsource-variable/nunito/index.css';
import '@fontsource-variable/noto-sans-arabic/index.css';
import '@fontsource-variable/noto-serif/index.css';
