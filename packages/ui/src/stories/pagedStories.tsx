import type { ComponentType } from 'react';
import { useState } from 'react';
import { expect, within } from 'storybook/test';

interface Paged {
  readonly page: number;
  readonly onPageChange: (page: number) => void;
}

/**
 * A story's render that keeps the page itself, as a container would: `pageArgs(page)` gives the page's rows (a
 * fixture's `noticePage`), and the story's `onPageChange` still hears each move.
 */
export function pagedRender<Args extends Paged>(Component: ComponentType<Args>, pageArgs: (page: number) => object) {
  return function PagedRender(args: Args) {
    const [page, setPage] = useState(args.page);
    const onPageChange = (next: number) => {
      setPage(next);
      args.onPageChange(next);
    };
    return <Component {...args} {...pageArgs(page)} page={page} onPageChange={onPageChange} />;
  };
}

/**
 * A play step for a first page of announcements (§9, 9 a page): each shows its title (as a heading of `level`,
 * when given) and its time, and the server's HTML brings no script or event handler into the page.
 */
export async function expectFirstNoticePage(
  list: HTMLElement,
  notice: { readonly title: string; readonly time?: string | null } | undefined,
  level?: number,
) {
  const items = within(list).getAllByRole('listitem');
  await expect(items).toHaveLength(9);
  if (!notice?.time) throw new Error('the first demo notice has a time');
  await expect(within(list).getByRole('heading', { name: notice.title, ...(level ? { level } : {}) })).toBeVisible();
  await expect(within(items[0] as HTMLElement).getByText(notice.time)).toBeVisible();
  await expect(list.querySelector('script, [onerror], [onclick]')).toBeNull();
}
