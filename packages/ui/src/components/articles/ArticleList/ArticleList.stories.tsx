import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { ARABIC_CARDS, LONG_CARD, NEWS_CARDS } from '../articles.fixtures';
import { ArticleList } from './ArticleList';

/** §2 Other screens (news, blog): the cards of one page, newest first, and the pager. */
const meta = {
  title: 'Articles/ArticleList',
  component: ArticleList,
  args: {
    kind: 'news',
    state: 'ready',
    articles: NEWS_CARDS,
    page: 1,
    totalPages: 3,
    onPageChange: fn(),
    articleHref: (id: string) => `/news?id=${id}`,
    onOpen: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ArticleList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each card: cover with its size reserved, title linking to the article's address, date, author, summary, tags. */
export const Filled: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    const card = canvas.getByRole('article', { name: 'Winter Slots Cup starts Monday' });
    await expect(card).toHaveTextContent('Published Nov 27, 2026');
    await expect(card).toHaveTextContent('By Events team');
    await expect(within(card).getByRole('list', { name: 'Tags' })).toHaveTextContent('TournamentSlots');
    const cover = card.querySelector('img');
    await expect(cover).toHaveAttribute('loading', 'lazy');
    await expect(cover).toHaveAttribute('width', '800');
    await expect(cover).toHaveAttribute('height', '400');
    const link = within(card).getByRole('link', { name: 'Winter Slots Cup starts Monday' });
    await expect(link).toHaveAttribute('href', '/news?id=NEWS-114');
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledWith('NEWS-114');
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    const pager = canvas.getByRole('navigation', { name: 'News pages' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expectNoSideScroll();
  },
};

/** The blog's own title and pager name; a single page has no pager. */
export const Blog: Story = {
  args: { kind: 'blog', totalPages: 1, articleHref: (id: string) => `/blog?id=${id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Scheduled maintenance on Thursday' })).toHaveAttribute(
      'href',
      '/blog?id=NEWS-113',
    );
  },
};

export const Loading: Story = {
  args: { state: 'loading', articles: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading news' })).toBeInTheDocument();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { articles: [], totalPages: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No news yet. Check back soon.')).toBeVisible();
  },
};

/** A failed or malformed answer: the message and a retry, never a blank page. */
export const ErrorWithRetry: Story = {
  args: { state: 'error', articles: [], errorMessageKey: 'errors:malformed' },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Another page on its way: the current cards stay, marked busy. */
export const ChangingPage: Story = {
  args: { isChangingPage: true, page: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'News' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Back from an article: its card's link holds the focus again, so the reader goes on from there. */
export const BackFromArticle: Story = {
  args: { focusArticleId: 'NEWS-113' },
  // The focus moves in an effect, which may run after the play has begun: wait for it.
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Scheduled maintenance on Thursday' });
    await waitFor(() => expect(link).toHaveFocus());
  },
};

/** Arabic: right to left, the date in the Arabic form, the pager named in Arabic. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { articles: ARABIC_CARDS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'الأخبار' })).toBeVisible();
    const card = canvas.getByRole('article', { name: 'كأس ماكينات الشتاء يبدأ يوم الاثنين' });
    await expect(card.querySelector('time')).toHaveTextContent(/^نُشر في .*(2026|٢٠٢٦)/);
    await expect(canvas.getByRole('navigation', { name: 'صفحات الأخبار' })).toBeVisible();
    await expectNoSideScroll();
  },
};

/** Chinese: the page's words and the date as Chinese writes it. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '新闻' })).toBeVisible();
    const card = canvas.getByRole('article', { name: 'Winter Slots Cup starts Monday' });
    await expect(card.querySelector('time')).toHaveTextContent('发布于 2026年11月27日');
    await expect(canvas.getByText('第 1 页，共 3 页')).toBeVisible();
  },
};

/** 360 px by touch: an unbreakable title and tag wrap, the page never scrolls sideways. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { articles: [LONG_CARD, ...NEWS_CARDS] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(4);
    await expectNoSideScroll();
  },
};
