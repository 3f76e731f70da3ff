import { safeLinkTarget } from '@atrium/domain/links';
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/**
 * docs/architecture.md "Security stance": every server HTML fragment is sanitized before it reaches the DOM.
 * DOMPurify removes scripts, event handlers and unsafe URLs; on top of it:
 *  - no frames, objects, forms, <style> or <link> (they escape the fragment's box or act on the page), no
 *    <marquee> or <blink> (their text is kept, still);
 *  - inline styles keep only text alignment and emphasis: positions, sizes, margins and colours are dropped, so a
 *    fragment cannot break the layout or the theme's contrast;
 *  - links go through the domain's `safeLinkTarget`: http, https or a relative path, else the link is removed and
 *    its text kept; external links open in a new window with `noopener noreferrer`;
 *  - images need an http, https or relative source, and without alternative text they are decorative.
 */
const CONFIG: Config = {
  FORBID_TAGS: [
    'style',
    'link',
    'meta',
    'base',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'select',
    'textarea',
    'map',
    'area',
    'svg',
    'math',
    // Moving text the user cannot stop (WCAG 2.2.2; axe "marquee"): the text stays, still.
    'marquee',
    'blink',
  ],
  FORBID_ATTR: ['srcset', 'target', 'rel', 'tabindex', 'autofocus', 'contenteditable'],
  ALLOW_DATA_ATTR: false,
};

const KEPT_STYLES = new Set(['text-align', 'font-weight', 'font-style', 'text-decoration', 'text-decoration-line']);

function keptStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return null;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      if (!KEPT_STYLES.has(property) || value === '' || /[()\\]|url|expression/i.test(value)) return null;
      return `${property}: ${value}`;
    })
    .filter((kept): kept is string => kept !== null)
    .join('; ');
}

let purifier: Purifier | null = null;

function getPurifier(): Purifier {
  if (purifier) return purifier;
  // A private instance: the hooks below never leak into another user of DOMPurify.
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName.startsWith('data-blocked-')) data.keepAttr = false;
    if (data.attrName !== 'style') return;
    const kept = keptStyle(data.attrValue);
    if (kept === '') data.keepAttr = false;
    else data.attrValue = kept;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const target = safeLinkTarget(node.getAttribute('href'));
      if (target === null) {
        node.removeAttribute('href');
      } else if (target.kind === 'internal') {
        node.setAttribute('href', target.path);
      } else {
        node.setAttribute('href', target.url);
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    } else if (node.tagName === 'IMG') {
      if (safeLinkTarget(node.getAttribute('src')) === null) node.removeAttribute('src');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Renames event-handler attributes (`onerror=`, `/onload=`, a bare `onerror /`…) inside tags to inert `data-blocked-on…` names, and
 * `<base>` to an unknown element, before DOMPurify parses the fragment. Not a security measure (DOMPurify removes
 * all of them): Chromium reports a CSP violation (`script-src-attr`, `base-uri`), as a console error, when its
 * parser merely meets an inline handler or a base element, even in DOMPurify's detached document where nothing
 * runs. A tag the pattern misreads (a `>` inside a quoted value) only
 * means that report comes back; the text between tags is never touched.
 */
export function renameInlineHandlers(html: string): string {
  return html
    .replace(/<[^>]+>/g, (tag) => tag.replace(/([\s/"'`])(on[a-z]+(?=\s*[=/>]))/gi, '$1data-blocked-$2'))
    .replace(/<(\/?)base\b/gi, '<$1x-blocked-base');
}

/** The fragment made safe to insert (a string of HTML). */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(renameInlineHandlers(html), CONFIG);
}
