import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as baseUserEvent, waitFor, within } from 'storybook/test';
import { inDialogBody, inputByLabel } from '../../../stories/helpers';
import { inArabic } from '../../../stories/languageStories';
import { gifFile, pngFile, sixMegabytePng } from '../promotions.fixtures';
import { PromotionApply } from './PromotionApply';

/** §5 activity application, §9 uploads: remark ≤ 140 with a live count, up to 3 png/jpg images of 5 MB. */
const meta = {
  title: 'Promotions/PromotionApply',
  component: PromotionApply,
  args: { onSubmit: fn(), onCancel: fn() },
  // The app shows the form in the promotion's dialog (PromotionDetail), whose body its footer reaches into.
  decorators: [inDialogBody],
} satisfies Meta<typeof PromotionApply>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picker filters by `accept` for real users; these stories hand it anything, as a drag or a renamed file can. */
const anyFile = baseUserEvent.setup({ applyAccept: false });

const fileInput = (root: HTMLElement) => {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

/** A remark and two images, previewed, then sent together. */
export const Apply: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const remark = inputByLabel(canvas, 'Remark');
    await userEvent.type(remark, 'First deposit');
    await expect(canvas.getByText('13 of 140 characters')).toBeVisible();
    await anyFile.upload(fileInput(canvasElement), [pngFile('a.png'), pngFile('b.png')]);
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(2));
    await expect(canvas.getByRole('img', { name: 'Preview of a.png' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const [submission] = args.onSubmit.mock.calls[0] ?? [];
    await expect(submission?.remark).toBe('First deposit');
    await expect(submission?.files.map((f: File) => f.name)).toEqual(['a.png', 'b.png']);
  },
};

/** A 6 MB png and a gif are refused under the images; a remark over 140 characters is refused and nothing is sent. */
export const ApplyWithErrors: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await anyFile.upload(fileInput(canvasElement), [sixMegabytePng(), gifFile()]);
    const alert = canvas.getAllByRole('alert')[0];
    if (!alert) throw new Error('no alert');
    await waitFor(() => expect(alert).toHaveTextContent('big.png is larger than 5 MB.'));
    await expect(alert).toHaveTextContent('anim.gif is not a png or jpg image.');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    const remark = inputByLabel(canvas, 'Remark');
    await userEvent.click(remark);
    await userEvent.paste('x'.repeat(141));
    await expect(canvas.getByText('141 of 140 characters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    await expect(canvas.getByText('The remark may be at most 140 characters.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(remark).toHaveValue('x'.repeat(141));
  },
};

/** The platform's own refusals are said under their fields. */
export const ServerRefusals: Story = {
  args: { refusal: { code: 'promotion.image.size', messageKey: 'errors:unknown' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Each image must be 5 MB or less.')).toBeVisible();
  },
};

/** A remark the platform finds too long is said under the remark. */
export const ServerRemarkRefusal: Story = {
  args: { refusal: { code: 'promotion.remark.length', messageKey: 'errors:unknown' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The remark may be at most 140 characters.')).toBeVisible();
  },
};

/** Any other refusal is said below the form, in the platform's words. */
export const ServerOtherRefusal: Story = {
  args: { refusal: { code: 'operation.not.allowed', messageKey: 'errors:network' } },
  play: async ({ canvasElement }) => {
    const alerts = within(canvasElement).getAllByRole('alert');
    await expect(alerts.some((alert) => /network/i.test(alert.textContent ?? ''))).toBe(true);
  },
};

/** While sending, the submit button is busy: a second press sends nothing. */
export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement, args, userEvent }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send application' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** §5 in Arabic: the count reads right to left and, at 360 px, nothing scrolls sideways. */
export const RightToLeft: Story = inArabic('0 من 140 حرفًا');
