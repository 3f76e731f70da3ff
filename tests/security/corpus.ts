import blns from 'big-list-of-naughty-strings/blns.json' with { type: 'json' };
import { HOSTILE_LINK_TEMPLATES, OWASP_VECTOR_TEMPLATES } from './owasp-vectors';

/**
 * The security corpus (docs/decisions/0007-security-corpus.md): every string of the Big List of Naughty
 * Strings (the `big-list-of-naughty-strings` package, upstream's blns.json) plus our OWASP filter-evasion vectors
 * and hostile link targets, deduplicated, each with a unique id.
 *
 * Every payload that could run script carries its id: our vectors call `__xss('<id>')`, and the list's own
 * `alert(…)`, `prompt(…)` and `confirm(…)` calls are rewritten to `__xss('<id>', …)`, so an execution in the browser
 * names the payload that caused it (an unrewritten `alert` is still caught by the trap: see tests/e2e/security).
 */

export type CorpusSource = 'blns' | 'owasp' | 'link';

export interface CorpusPayload {
  /** Unique, short, and present in the payload wherever it would execute. */
  readonly id: string;
  readonly source: CorpusSource;
  /** For OWASP vectors: the technique; for the list: its position in blns.json. */
  readonly technique: string;
  readonly text: string;
}

/** The name of the function a successful injection calls. */
export const XSS_TRAP = '__xss';

const mark = (template: string, id: string) => template.replaceAll('$X', `${XSS_TRAP}('${id}')`).replaceAll('$ID', id);

/** blns.json's dialog calls, rewritten so that an execution names its payload. */
const markBlns = (text: string, id: string) => text.replace(/\b(alert|prompt|confirm)\s*\(/gi, `${XSS_TRAP}('${id}',`);

function build(): readonly CorpusPayload[] {
  const seen = new Set<string>();
  const out: CorpusPayload[] = [];
  const add = (source: CorpusSource, prefix: string, technique: string, make: (id: string) => string) => {
    const id = `${prefix}${String(out.length + 1).padStart(3, '0')}`;
    const text = make(id);
    // Deduplicate on the payload without its id: the same vector twice is one vector.
    const key = text.replaceAll(id, '');
    if (text.trim() === '' || seen.has(key)) return;
    seen.add(key);
    out.push({ id, source, technique, text });
  };
  (blns as readonly string[]).forEach((text, index) =>
    add('blns', 'b', `blns.json #${index}`, (id) => markBlns(text, id)),
  );
  for (const vector of OWASP_VECTOR_TEMPLATES) add('owasp', 'o', vector.technique, (id) => mark(vector.template, id));
  for (const link of HOSTILE_LINK_TEMPLATES) add('link', 'l', 'link target', (id) => mark(link, id));
  return out;
}

export const SECURITY_CORPUS: readonly CorpusPayload[] = build();

/** The hostile link targets alone (banner and notice links). */
export const HOSTILE_LINKS: readonly CorpusPayload[] = SECURITY_CORPUS.filter((p) => p.source === 'link');
