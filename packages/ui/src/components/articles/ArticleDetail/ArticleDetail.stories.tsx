import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { ARTICLE, HOSTILE_ARTICLE } from '../articles.fixtures';
import { ArticleDetail } from './ArticleDetail';

/** §2 Other screens (news, blog): one article at its own address, with the way back to the list. */
const meta = {
  title: 'Articles/ArticleDetail',
  component: ArticleDetail,
  args: {
    kind: 'news',
    state: 'ready',
    article: ARTICLE,
    backHref: '/news?page=2',
    onBack: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ArticleDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, date, author, tags, cover (size reserved) and the content; the back link returns to the list's page. */
export const Filled: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: 'Winter Slots Cup starts Monday' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Winter Slots Cup starts Monday' })).toBeVisible();
    await expect(article).toHaveTextContent('Published Nov 27, 2026');
    await expect(article).toHaveTextContent('By Events team');
    await expect(canvas.getByRole('heading', { level: 2, name: 'How to take part' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    await expect(article.querySelector('img')).toHaveAttribute('height', '400');
    const back = canvas.getByRole('link', { name: 'Back to news' });
    await expect(back).toHaveAttribute('href', '/news?page=2');
    await userEvent.click(back);
    await expect(args.onBack).toHaveBeenCalledOnce();
    await expectNoSideScroll();
  },
};

/** Opened from the list: reading starts at the title, which holds the focus. */
export const OpenedFromList: Story = {
  args: { focusTitle: true },
  // The focus moves in an effect, which may run after the play has begun: wait for it.
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { level: 1, name: 'Winter Slots Cup starts Monday' });
    await waitFor(() => expect(title).toHaveFocus());
  },
};

/** Hostile content: the text stays; the script, the onerror handler and the javascript: link do not. */
export const Sanitized: Story = {
  args: { kind: 'blog', article: HOSTILE_ARTICLE, backHref: '/blog' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Decimal odds of 2.50 return 2.50 for every 1 staked.')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.innerHTML).not.toMatch(/onerror|javascript:/i);
    await expect((window as { __articleScriptRan?: boolean }).__articleScriptRan).toBeUndefined();
    // Content in another language than the page's says so and carries its language.
    await expect(canvas.getByText('This article is written in English.')).toBeVisible();
    await expect(canvasElement.querySelector('[lang="en"]')).toHaveTextContent('Decimal odds');
  },
};

/** An unknown id: said plainly, with the way back. */
export const NotFound: Story = {
  args: { state: 'not-found', article: null, backHref: '/news' },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This article does not exist or is no longer available.')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to news' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { state: 'loading', article: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the article' })).toBeInTheDocument();
  },
};

export const ErrorWithRetry: Story = {
  args: { state: 'error', article: null, errorMessageKey: 'errors:network' },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to news' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Arabic: right to left, the way back and the note in Arabic. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { article: { ...ARTICLE, contentLang: 'en' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'العودة إلى الأخبار' })).toBeVisible();
    await expect(canvas.getByText('هذا المقال مكتوب باللغة: الإنجليزية.')).toBeVisible();
    await expectNoSideScroll();
  },
};
