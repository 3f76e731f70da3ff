import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SECURITY_CORPUS, XSS_TRAP } from '../../../../../../tests/security/corpus';
import { scriptCapable } from '../../../../../../tests/security/scriptCapable';
import { Marquee } from '../Marquee';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitizeHtml';

/**
 * The security corpus in real Chromium (docs/decisions/0007-security-corpus.md): every payload of the Big List
 * of Naughty Strings and of our OWASP filter-evasion vectors through `sanitizeHtml`, `SafeHtml` and `Marquee`,
 * with a trap on `__xss`, `alert`, `confirm`, `prompt` and `open` installed before rendering. Nothing may run,
 * nothing script-capable may reach the DOM, and nothing may widen the page past 360 px.
 */

declare global {
  interface Window {
    /** Calls a payload made, if any ran: must stay empty. */
    __xssCalls?: string[];
    [XSS_TRAP]?: (...args: unknown[]) => void;
  }
}

const ALL_HTML = SECURITY_CORPUS.map((p) => `<p>${p.text}</p>`).join('\n');
const TITLES = SECURITY_CORPUS.map((p) => p.text);

function installTrap() {
  const calls: string[] = [];
  const saved = { alert: window.alert, confirm: window.confirm, prompt: window.prompt, open: window.open };
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push(`${name}(${args.map(String).join(', ')})`);
      return null;
    };
  window.__xssCalls = calls;
  window[XSS_TRAP] = record(XSS_TRAP);
  window.alert = record('alert');
  window.confirm = record('confirm') as unknown as typeof window.confirm;
  window.prompt = record('prompt');
  window.open = record('open') as unknown as typeof window.open;
  return () => {
    Object.assign(window, saved);
    delete window[XSS_TRAP];
  };
}

/** Lets images fail, animations start and handlers fire, if any were left. */
const settle = () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));

const meta = {
  title: 'Security/Corpus',
  component: SafeHtml,
  args: { html: ALL_HTML },
  parameters: { layout: 'padded' },
  beforeEach: installTrap,
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SanitizerLeavesNothingScriptCapable: Story = {
  args: { html: '<p>Every payload, one by one, through sanitizeHtml.</p>' },
  play: async ({ step }) => {
    await step(`${SECURITY_CORPUS.length} payloads, one at a time`, async () => {
      const failures = SECURITY_CORPUS.map((p) => ({ p, found: scriptCapable(sanitizeHtml(p.text)) }))
        .filter(({ found }) => found.length > 0)
        .map(({ p, found }) => `${p.id} (${p.technique}): ${found.join(', ')}`);
      await expect(failures).toEqual([]);
    });
    await step('all payloads in one fragment', async () => {
      await expect(scriptCapable(sanitizeHtml(ALL_HTML))).toEqual([]);
    });
  },
};

export const SafeHtmlRendersTheCorpusInert: Story = {
  play: async ({ canvasElement, step }) => {
    await settle();
    await step('nothing ran', async () => {
      await expect(window.__xssCalls).toEqual([]);
    });
    await step('nothing script-capable is in the DOM', async () => {
      await expect(scriptCapable(canvasElement.innerHTML)).toEqual([]);
    });
    await step('the page is not wider than the phone', async () => {
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    });
  },
};

export const MarqueeShowsPayloadsAsText: Story = {
  // Not screenshotted (tests/visual): the click scrolls the marquee by a distance that differs from run to run; the
  // Marquee's look is covered by Primitives/Marquee.
  tags: ['visual-skip'],
  render: () => <Marquee notices={TITLES} onSelect={fn()} />,
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await step('every title is text in a button, nothing else', async () => {
      const buttons = canvas.getAllByRole('button').filter((b) => b.closest('ul'));
      await expect(buttons).toHaveLength(TITLES.length);
      await expect(buttons.map((b) => b.textContent)).toEqual(TITLES);
      await expect(canvasElement.querySelector('ul img, ul script, ul svg, ul iframe, ul a')).toBeNull();
    });
    await step('choosing a notice runs nothing', async () => {
      const hostile = SECURITY_CORPUS.find((p) => p.text.startsWith('<img src=x onerror='));
      if (hostile) await userEvent.click(canvas.getByRole('button', { name: hostile.text }));
      await settle();
      await expect(window.__xssCalls).toEqual([]);
    });
    await step('the page is not wider than the phone', async () => {
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    });
  },
};
