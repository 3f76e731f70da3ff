import { describe, expect, it } from 'vitest';
import { unsafeHtml } from '@atrium/api/html';
import { type HelpItem } from '@atrium/api/settings';
import { helpStatus, toHelpEntries } from './helpEntries';

const item = (title: string, tag: string | null, children: HelpItem[] = []): HelpItem => ({
  title,
  tag,
  untrustedHtml: unsafeHtml(`<p>${title}</p>`),
  children,
});

describe('§2 /help#{tag}: help items are known by their tag', () => {
  it('a tagged item keeps its tag as id; an untagged one gets its place, which never equals a tag', () => {
    const entries = toHelpEntries([
      item('About', 'about'),
      item('FAQ', null, [item('Password', 'faq-account'), item('Untitled', null)]),
    ]);
    expect(entries.map((e) => e.id)).toEqual(['about', '#2']);
    expect(entries[1]?.children.map((e) => e.id)).toEqual(['faq-account', '#2.2']);
    expect(entries[0]?.html).toBe('<p>About</p>');
  });

  it('loading, failed or there', () => {
    expect(helpStatus({ isPending: true, isError: false })).toBe('loading');
    expect(helpStatus({ isPending: false, isError: true })).toBe('error');
    expect(helpStatus({ isPending: false, isError: false })).toBe('ready');
  });
});
