import { DEMO_HELP_CENTER, DEMO_HELP_UNSAFE_MARKERS, DEMO_HELP_UNSAFE_TAG, type DemoHelpItem } from '@atrium/api/demo';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SafeHtml } from './SafeHtml';

declare global {
  interface Window {
    /** Set only if a story's hostile HTML ran: it must stay unset. */
    __atriumPwned?: boolean;
  }
}

function findHelp(items: readonly DemoHelpItem[], tag: string): DemoHelpItem | undefined {
  for (const entry of items) {
    if (entry.tag === tag) return entry;
    const inner = findHelp(entry.children, tag);
    if (inner) return inner;
  }
  return undefined;
}

const unsafeHelp = findHelp(DEMO_HELP_CENTER.EN ?? [], DEMO_HELP_UNSAFE_TAG)?.content ?? '';

const meta = {
  title: 'Primitives/SafeHtml',
  component: SafeHtml,
  args: {
    html:
      '<p><strong>Weekly maintenance</strong>: some games pause every Tuesday from 02:00 to 04:00.</p>' +
      '<ul><li>Slots</li><li>Live casino</li></ul>' +
      '<p>See the <a href="/promotions">promotions</a> or the <a href="https://www.example.org/rules">rules</a>.</p>',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NeutralisesImageOnerror: Story = {
  args: { html: '<p>Bonus</p><img src="x" onerror="window.__atriumPwned = true">' },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).not.toBeNull();
    await expect(image).not.toHaveAttribute('onerror');
    // "x" is not an http, https or relative source: the image has none, so nothing can fail to load.
    await expect(image).not.toHaveAttribute('src');
    await expect(window.__atriumPwned).toBeUndefined();
  },
};

export const RemovesScripts: Story = {
  args: { html: '<p>Hello</p><script>window.__atriumPwned = true</script>' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Hello')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(window.__atriumPwned).toBeUndefined();
  },
};

export const RefusesJavascriptLinks: Story = {
  args: { html: '<p><a href="javascript:window.__atriumPwned=true">Claim now</a></p>' },
  play: async ({ canvas, userEvent }) => {
    // The text stays; it is no longer a link.
    const text = canvas.getByText('Claim now');
    await expect(canvas.queryByRole('link', { name: 'Claim now' })).not.toBeInTheDocument();
    await expect(text).not.toHaveAttribute('href');
    await userEvent.click(text);
    await expect(window.__atriumPwned).toBeUndefined();
  },
};

export const ExternalLinksOpenSafely: Story = {
  play: async ({ canvas }) => {
    const external = canvas.getByRole('link', { name: 'rules' });
    await expect(external).toHaveAttribute('href', 'https://www.example.org/rules');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const internal = canvas.getByRole('link', { name: 'promotions' });
    await expect(internal).toHaveAttribute('href', '/promotions');
    await expect(internal).not.toHaveAttribute('target');
  },
};

export const StripsLayoutBreakingStyles: Story = {
  args: {
    html:
      '<style>body { display: none }</style>' +
      '<div style="position: fixed; inset: 0; width: 3000px; color: #777; text-align: center">Centred notice</div>' +
      '<iframe src="https://www.example.org/"></iframe>' +
      '<a href="//evil.example/" target="_self">Other site</a>',
  },
  play: async ({ canvas, canvasElement }) => {
    const notice = canvas.getByText('Centred notice');
    await expect(notice).toHaveAttribute('style', 'text-align: center');
    await expect(canvasElement.querySelector('style, iframe')).toBeNull();
    // A protocol-relative link is another origin in disguise: refused.
    await expect(canvas.queryByRole('link', { name: 'Other site' })).not.toBeInTheDocument();
  },
};

/** The demo platform's hostile help item: none of its markers survive. */
export const DemoHostileHelpItem: Story = {
  args: { html: unsafeHelp },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Terms apply.')).toBeVisible();
    for (const marker of DEMO_HELP_UNSAFE_MARKERS) await expect(canvasElement.innerHTML).not.toContain(marker);
  },
};

export const LongText: Story = {
  args: {
    html: `<p>${'Responsible gaming matters. '.repeat(20)}</p><p>https://www.example.org/${'very-long-path-segment/'.repeat(8)}</p>`,
  },
};
