import { CAPTCHA_REFRESH_THROTTLE_MS } from '@atrium/domain/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { inArabic } from '../../../stories/languageStories';
import { CaptchaField } from './CaptchaField';

/**
 * A captcha as the platform sends it: a bare base64 PNG of the digits 4729 (greyscale, 72×28). The demo platform
 * draws its captchas the same way but does not export the drawing function to stories.
 */
const CAPTCHA_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAEgAAAAcCAAAAADnmaZ6AAAA+ElEQVR42q2VAQ7DIAhFOc7O/q7mJVZnXAU/wyZzS1osPBERrLVG//ffdyyvjVXQKl2ye1obLPM4Nt7GnFayeLbEOiz1NjjFGeh1jficgyCr70egWu4oGwF4BmL73jBqj6D0cG6NYXCD5sjk8CSN0TxDB5oLofQViAjCg6S+BPF0ax7kg4eDnAWbf4FkgrVz0CcU6dbGHAu08ogsb+Y7y2kRrne4a/GUSKGxCGwx+uWRSgMJQoM4BbkyQmFc3v4q2KMu17f/Kv64GN6uDu/QeYQA6eDxKCGXekTsP8h2QN5wLOkQFBPEZhgSUnvDDiSqW92xUN1tM3oDb8VCqo7oruEAAAAASUVORK5CYII=';

/** A clock for the throttle that moves only when the story says. */
function storyClock(start: number) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const meta = {
  title: 'Primitives/CaptchaField',
  component: CaptchaField,
  args: { value: '', onChange: fn(), imageBase64: CAPTCHA_PNG, onRefresh: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TypesTheCode: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <CaptchaField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('img', { name: 'Captcha image' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Captcha' }), '4729');
    await expect(canvas.getByRole('textbox', { name: 'Captcha' })).toHaveValue('4729');
    await expect(args.onChange).toHaveBeenLastCalledWith('4729');
  },
};

const throttleClock = storyClock(Date.UTC(2026, 10, 23, 9, 0, 0));

export const RefreshIsThrottledToOncePerSecond: Story = {
  args: { clock: throttleClock.now },
  play: async ({ canvas, userEvent, args, step }) => {
    const refresh = canvas.getByRole('button', { name: 'New captcha image' });
    await step('two presses within a second refresh once', async () => {
      await userEvent.click(refresh);
      throttleClock.advance(CAPTCHA_REFRESH_THROTTLE_MS - 1);
      await userEvent.click(refresh);
      await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    });
    await step('a second after the first, it refreshes again', async () => {
      throttleClock.advance(1);
      await userEvent.click(refresh);
      await expect(args.onRefresh).toHaveBeenCalledTimes(2);
    });
  },
};

export const Loading: Story = {
  args: { imageBase64: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'New captcha image' })).toBeEnabled();
  },
};

export const RefusesAnythingButBase64: Story = {
  args: { imageBase64: 'https://evil.example/track.png' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { value: '1234', error: 'Invalid captcha.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Captcha' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid captcha.');
  },
};

export const Rtl: Story = inArabic({ role: 'textbox', name: 'رمز التحقق' });
