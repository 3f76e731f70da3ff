/**
 * What in a sanitized HTML fragment could still run script, load a plugin, rewrite the page's base, refresh it away
 * or escape its box: an empty list when the fragment is safe. Parses with the DOM it runs in, so run it in a real
 * browser (happy-dom mis-parses what DOMPurify hands it; see docs/decisions/0007-security-corpus.md).
 */
const FORBIDDEN_ELEMENTS =
  'script, iframe, frame, frameset, object, embed, applet, base, meta, link, style, form, portal, svg, math';
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'background',
  'poster',
  'data',
  'lowsrc',
  'dynsrc',
  'codebase',
]);
// eslint-disable-next-line no-control-regex -- browsers skip these inside a scheme, so the check must too
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f]/g;
const SCRIPT_SCHEME = /^(javascript|data|vbscript|livescript|mocha|jar|blob|file):/i;
const LAYOUT_OR_SCRIPT_STYLE = /url|expression|behavior|binding|position|width|height|font-size|margin|inset/i;

export function scriptCapable(html: string): string[] {
  const host = document.createElement('template');
  host.innerHTML = html;
  const found: string[] = [];
  for (const element of host.content.querySelectorAll(FORBIDDEN_ELEMENTS)) found.push(`<${element.localName}>`);
  for (const element of host.content.querySelectorAll('*')) {
    for (const { name: rawName, value } of Array.from(element.attributes)) {
      const name = rawName.toLowerCase();
      if (name.startsWith('on') || name === 'srcdoc' || name === 'srcset') found.push(`${name}=`);
      if (URL_ATTRIBUTES.has(name)) {
        const bare = value.replace(IGNORED_IN_SCHEME, '');
        if (SCRIPT_SCHEME.test(bare) || bare.startsWith('//') || value.includes('\\')) found.push(`${name}=${value}`);
      }
      if (name === 'style' && LAYOUT_OR_SCRIPT_STYLE.test(value)) found.push(`style=${value}`);
      if (name === 'http-equiv') found.push(`http-equiv=${value}`);
      if (name === 'target' && value !== '_blank') found.push(`target=${value}`);
    }
    if (element.localName === 'a' && element.getAttribute('target') === '_blank') {
      if (element.getAttribute('rel') !== 'noopener noreferrer') found.push('target=_blank without noopener');
    }
  }
  return found;
}
