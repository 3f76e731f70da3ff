import { COOLING_OFF_MS, exclusionEndsAt } from '@atrium/domain/saferPlay';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { formatInstant } from '../../forms/money';
import { expectNoSideScroll, findDialog, inputByLabel } from '../../../stories/helpers';
import { storyLocale, storyText } from '../../../stories/i18n';
import { LIMITS_STATE, NO_LIMITS_STATE, STORY_NOW } from '../saferPlay.fixtures';
import { SaferPlayPage } from './SaferPlayPage';

/** Safer play (docs/decisions/0012-safer-play.md): limits, the reality check, a time-out or self-exclusion. */
const meta = {
  title: 'SaferPlay/SaferPlayPage',
  component: SaferPlayPage,
  args: {
    state: LIMITS_STATE,
    status: 'ready',
    onRetry: fn(),
    now: STORY_NOW,
    currency: '¥',
    onSaveLimit: fn(),
    savingLimit: null,
    limitError: null,
    onSaveRealityCheck: fn(),
    savingRealityCheck: false,
    onTakeBreak: fn(),
    takingBreak: false,
    breakErrorKey: null,
  },
} satisfies Meta<typeof SaferPlayPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const limitForm = (canvas: Canvas, key: string) =>
  within(canvas.getByRole('form', { name: storyText(`SaferPlay.limits.${key}`) }));
const newValueField = (form: Canvas) => inputByLabel(form, storyText('SaferPlay.newValue'));
const periodName = (period: string) => storyText(`SaferPlay.breaks.periods.${period}`);

export const Playground: Story = {};

export const Loading: Story = {
  args: { state: undefined, status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: storyText('SaferPlay.title') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { state: undefined, status: 'error' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: storyText('ErrorState.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NoLimits: Story = {
  args: { state: NO_LIMITS_STATE },
  play: async ({ canvas }) => {
    const none = storyText('SaferPlay.current', { value: storyText('SaferPlay.none') });
    await expect(canvas.getAllByText(none)).toHaveLength(7);
    await expect(canvas.queryByRole('button', { name: storyText('SaferPlay.remove') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: storyText('SaferPlay.reality.off') })).toBeChecked();
  },
};

/** A raise waits out its 24 hours: the value now holds, and the page says when the new one takes effect. */
export const PendingIncrease: Story = {
  play: async ({ canvas }) => {
    const form = limitForm(canvas, 'depositDay');
    await expect(form.getByText('Now: ¥500.00')).toBeVisible();
    const when = formatInstant(STORY_NOW - 6 * 60 * 60_000 + COOLING_OFF_MS, storyLocale());
    await expect(form.getByText(`Changes to ¥1,000.00 on ${when}`)).toBeVisible();
    await expect(limitForm(canvas, 'lossWeek').getByText(`Removed on ${when}`)).toBeVisible();
    // A removal already waiting: nothing more to remove.
    await expect(limitForm(canvas, 'lossWeek').queryByRole('button', { name: 'Remove limit' })).not.toBeInTheDocument();
    await expect(limitForm(canvas, 'sessionMinutes').getByText('Now: 90 min')).toBeVisible();
  },
};

/** A new daily deposit limit is sent in cents; the session limit in minutes. */
export const SavesLimit: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const form = limitForm(canvas, 'depositWeek');
    await userEvent.type(newValueField(form), '1,250.50{Enter}');
    await expect(args.onSaveLimit).toHaveBeenCalledTimes(1);
    await expect(args.onSaveLimit).toHaveBeenCalledWith('depositWeek', 125_050);
    const session = limitForm(canvas, 'sessionMinutes');
    await userEvent.type(newValueField(session), '45');
    await userEvent.click(session.getByRole('button', { name: 'Save' }));
    await expect(args.onSaveLimit).toHaveBeenLastCalledWith('sessionMinutes', 45);
  },
};

/** Removing a limit asks for none (null); the platform makes it wait its 24 hours. */
export const RemovesLimit: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(limitForm(canvas, 'depositMonth').getByRole('button', { name: 'Remove limit' }));
    await expect(args.onSaveLimit).toHaveBeenCalledTimes(1);
    await expect(args.onSaveLimit).toHaveBeenCalledWith('depositMonth', null);
  },
};

/** Not a positive amount: the message shows by the field, the typed text stays, nothing is sent. */
export const InvalidLimitKeepsText: Story = {
  play: async ({ canvas, args, userEvent, step }) => {
    const form = limitForm(canvas, 'lossDay');
    await step('letters', async () => {
      await userEvent.type(newValueField(form), '12a');
      await userEvent.click(form.getByRole('button', { name: 'Save' }));
      await expect(newValueField(form)).toHaveAccessibleDescription(
        'Enter an amount above zero, with at most two decimals.',
      );
      await expect(newValueField(form)).toHaveValue('12a');
    });
    await step('whole minutes only for the session limit', async () => {
      const session = limitForm(canvas, 'sessionMinutes');
      await userEvent.type(newValueField(session), '0{Enter}');
      await expect(session.getByText('Enter a whole number of minutes above zero.')).toBeVisible();
      await expect(newValueField(session)).toHaveValue('0');
    });
    await expect(args.onSaveLimit).not.toHaveBeenCalled();
  },
};

/** One change at a time: the limit being saved shows it, the others wait. */
export const Saving: Story = {
  args: { savingLimit: 'depositDay' },
  play: async ({ canvas }) => {
    const save = limitForm(canvas, 'depositDay').getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(limitForm(canvas, 'lossDay').getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** The platform refused the change: its message shows in that limit's form, the typed value stays. */
export const RefusedSave: Story = {
  args: { limitError: { key: 'depositWeek', messageKey: 'field.format' } },
  play: async ({ canvas, userEvent }) => {
    const form = limitForm(canvas, 'depositWeek');
    await expect(form.getByRole('alert')).toHaveTextContent('The format is incorrect.');
    await userEvent.type(newValueField(form), '300');
    await expect(newValueField(form)).toHaveValue('300');
  },
};

/** The reality check's interval is chosen from off, 15, 30 and 60 minutes, by keyboard too. */
export const RealityCheckChoice: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: '30 minutes' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '60 minutes' }));
    await expect(args.onSaveRealityCheck).toHaveBeenLastCalledWith(60);
  },
};

/** The first step states the consequences and the end; nothing is taken yet. */
export const BreakFirstStep: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: periodName('7d') }));
    const dialog = await findDialog(storyText('SaferPlay.breaks.confirmTitle', { period: periodName('7d') }));
    const until = formatInstant(exclusionEndsAt('7d', STORY_NOW), storyLocale());
    await expect(dialog).toHaveTextContent(storyText('SaferPlay.breaks.consequences', { until }));
    await expect(args.onTakeBreak).not.toHaveBeenCalled();
  },
};

/** Only the second step's "I understand" takes the break; Cancel on either step takes nothing. */
export const BreakSecondStep: Story = {
  play: async ({ canvas, args, userEvent, step }) => {
    await step('cancel on the first step', async () => {
      await userEvent.click(canvas.getByRole('button', { name: periodName('6m') }));
      await findDialog(storyText('SaferPlay.breaks.confirmExclusionTitle', { period: periodName('6m') }));
      await userEvent.click(screen.getByRole('button', { name: storyText('SaferPlay.breaks.cancel') }));
      await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    await step('continue, then confirm', async () => {
      await userEvent.click(canvas.getByRole('button', { name: periodName('24h') }));
      await userEvent.click(await screen.findByRole('button', { name: storyText('SaferPlay.breaks.continue') }));
      const dialog = await findDialog(storyText('SaferPlay.breaks.finalTitle'));
      const until = formatInstant(exclusionEndsAt('24h', STORY_NOW), storyLocale());
      await expect(dialog).toHaveTextContent(storyText('SaferPlay.breaks.final', { until }));
      await expect(args.onTakeBreak).not.toHaveBeenCalled();
      await userEvent.click(within(dialog).getByRole('button', { name: storyText('SaferPlay.breaks.confirm') }));
      await expect(args.onTakeBreak).toHaveBeenCalledTimes(1);
      await expect(args.onTakeBreak).toHaveBeenCalledWith('24h');
    });
  },
};

/** Arabic, right to left: the two-step confirmation found by its Arabic names. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: storyText('SaferPlay.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: periodName('30d') }));
    await userEvent.click(await screen.findByRole('button', { name: storyText('SaferPlay.breaks.continue') }));
    await userEvent.click(await screen.findByRole('button', { name: storyText('SaferPlay.breaks.confirm') }));
    await expect(args.onTakeBreak).toHaveBeenCalledTimes(1);
    await expect(args.onTakeBreak).toHaveBeenCalledWith('30d');
  },
};

/** Chinese: a limit removed by its Chinese names. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas, args, userEvent }) => {
    const form = limitForm(canvas, 'depositMonth');
    await userEvent.click(form.getByRole('button', { name: storyText('SaferPlay.remove') }));
    await expect(args.onSaveLimit).toHaveBeenCalledTimes(1);
    await expect(args.onSaveLimit).toHaveBeenCalledWith('depositMonth', null);
    await expectNoSideScroll();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
};
