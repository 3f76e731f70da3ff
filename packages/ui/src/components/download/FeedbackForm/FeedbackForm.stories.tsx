import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { storyText as text, storyTextPattern as textPattern } from '../../../stories/i18n';
import { FeedbackForm } from './FeedbackForm';

const TYPES = ['deposit', 'withdrawal', 'game', 'account', 'promotion', 'suggestion', 'other'];

const meta = {
  title: 'Download/FeedbackForm',
  component: FeedbackForm,
  tags: ['visual-light', 'visual-rtl'],
  args: { questionTypes: TYPES, bounds: { minWords: 5, maxWords: 500 }, onSubmit: fn(), onSendAnother: fn() },
} satisfies Meta<typeof FeedbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filling: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('§5 the word bounds are told, and the count follows the text', async () => {
      await expect(canvas.getByText(text('FeedbackForm.bounds', { min: 5, max: 500 }))).toBeVisible();
      await expect(canvas.getByText(text('FeedbackForm.wordCount', { count: 0 }))).toBeVisible();
    });
    await step('an empty form is not sent: both fields say what is missing', async () => {
      await userEvent.click(canvas.getByRole('button', { name: text('FeedbackForm.submit') }));
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(canvas.getAllByText(text('errors:validation.required'))).toHaveLength(2);
    });
    await step('too few words are refused with the bounds', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: textPattern('FeedbackForm.questionType') }));
      await userEvent.click(await screen.findByRole('option', { name: text('FeedbackForm.types.withdrawal') }));
      await userEvent.type(
        canvas.getByRole('textbox', { name: textPattern('FeedbackForm.content') }),
        'Too short here',
      );
      await expect(canvas.getByText(text('FeedbackForm.wordCount', { count: 3 }))).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: text('FeedbackForm.submit') }));
      await expect(canvas.getByText(text('FeedbackForm.words', { min: 5, max: 500 }))).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('a form within the bounds is sent once with the type and the text', async () => {
      await userEvent.type(
        canvas.getByRole('textbox', { name: textPattern('FeedbackForm.content') }),
        ' but now long enough',
      );
      await userEvent.click(canvas.getByRole('button', { name: text('FeedbackForm.submit') }));
      await expect(args.onSubmit).toHaveBeenCalledTimes(1);
      await expect(args.onSubmit).toHaveBeenCalledWith({
        questionType: 'withdrawal',
        content: 'Too short here but now long enough',
      });
    });
  },
};

export const Sending: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: textPattern('FeedbackForm.submit') })).toBeDisabled();
  },
};

export const SendFailed: Story = {
  args: { submitErrorKey: 'errors:network' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('FeedbackForm.submit') })).toBeEnabled();
  },
};

export const Sent: Story = {
  args: { isSent: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text('FeedbackForm.sent'));
    await userEvent.click(canvas.getByRole('button', { name: text('FeedbackForm.sendAnother') }));
    await expect(args.onSendAnother).toHaveBeenCalledTimes(1);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '意见反馈' })).toBeVisible();
    await expect(canvas.getByText('请输入 5 至 500 个字。')).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'الملاحظات' })).toBeVisible();
    await expect(canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
  },
};
