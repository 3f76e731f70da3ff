import { describe, expect, it } from 'vitest';
import { englishCatalog } from '@atrium/ui/i18n';
import { KNOWN_ERROR_CODES, messageKeyFor } from '@atrium/api/errors';

const enErrors = englishCatalog.errors;

function has(tree: unknown, path: string[]): boolean {
  let node = tree;
  for (const part of path) {
    if (!node || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

describe('§8 error catalogue: every server code maps to a message that exists', () => {
  it.each(KNOWN_ERROR_CODES)('%s has an English message', (code) => {
    const key = messageKeyFor('rejected', code);
    expect(key.startsWith('errors:')).toBe(true);
    expect(has(enErrors, key.slice('errors:'.length).split('.'))).toBe(true);
  });

  it.each(['network', 'timeout', 'malformed', 'session-expired', 'http', 'rejected', 'aborted'] as const)(
    'the %s kind has an English message',
    (kind) => {
      expect(has(enErrors, messageKeyFor(kind).slice('errors:'.length).split('.'))).toBe(true);
    },
  );

  it('a 5xx says the service is unavailable whatever code it carries', () => {
    expect(messageKeyFor('rejected', 'TOO_MANY_REQUESTS', 503)).toBe('errors:server');
    expect(messageKeyFor('rejected', 'TOO_MANY_REQUESTS', 429)).toBe('errors:rateLimited');
  });
});
