import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll, findDialog } from '../../../stories/helpers';
import {
  DAILY_OFFER,
  DIVIDEND_OFFER,
  HIGHER_RATE_OFFER,
  HOURLY_OFFER,
  REALTIME_TERMINATION,
} from '../contracts.fixtures';
import { ContractOfferDialog } from './ContractOfferDialog';

/** §2 contract popup: one pending offer at a time, its tiers per game kind, the answers its status allows. */
const meta = {
  title: 'Contracts/ContractOfferDialog',
  component: ContractOfferDialog,
  args: {
    offer: DIVIDEND_OFFER,
    position: { index: 1, count: 2 },
    currencySymbol: '$',
    onAnswer: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ContractOfferDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new dividend offer: who offers it, the period, each tier's terms; Accept sends once. */
export const Dividend: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(await findDialog('Dividend contract'));
    await expect(dialog.getByText('subagent1 offers you this contract.')).toBeVisible();
    await expect(dialog.getByText('Offer 1 of 2')).toBeVisible();
    await expect(dialog.getByText('Settled weekly')).toBeVisible();
    const live = within(dialog.getByRole('region', { name: 'Live casino' }));
    await expect(live.getAllByRole('listitem')).toHaveLength(2);
    await expect(live.getByText('$200,000.00')).toBeVisible();
    await expect(live.getByText('25 %')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await expect(args.onAnswer).toHaveBeenCalledTimes(1);
    await expect(args.onAnswer).toHaveBeenCalledWith('accept');
    await expectNoSideScroll();
  },
};

/** Daily salary: a percent of the team's bets, or a fixed amount (rate type other than P). */
export const DailySalary: Story = {
  args: { offer: DAILY_OFFER, position: { index: 1, count: 1 } },
  play: async ({ args, userEvent }) => {
    const dialog = within(await findDialog('Daily salary contract'));
    await expect(dialog.queryByText(/^Offer \d/)).toBeNull();
    await expect(within(dialog.getByRole('region', { name: 'Live casino' })).getByText('1 %')).toBeVisible();
    await expect(within(dialog.getByRole('region', { name: 'Sports' })).getByText('$50.00')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('reject');
  },
};

/** An edited hourly salary offer (E): accepted or rejected like a new one. */
export const HourlySalaryEdited: Story = {
  args: { offer: HOURLY_OFFER, position: { index: 2, count: 2 } },
  play: async () => {
    const dialog = within(await findDialog('Hourly salary contract'));
    await expect(dialog.getByText('subagent1 changed the terms of this offer.')).toBeVisible();
    await expect(dialog.getAllByText('Bet per hour from')).toHaveLength(3);
    await expect(dialog.getByRole('button', { name: 'Accept' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Reject' })).toBeEnabled();
  },
};

/** V: the upline asks to end a real-time salary; Terminate or Reject (keeps it), no Accept. */
export const RealtimeTermination: Story = {
  args: { offer: REALTIME_TERMINATION, position: { index: 1, count: 1 } },
  play: async ({ args, userEvent }) => {
    const dialog = within(await findDialog('Real-time salary contract'));
    await expect(dialog.getByText('subagent1 asks to end this contract.')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Accept' })).toBeNull();
    await expect(within(dialog.getByRole('region', { name: 'Fishing' })).getByText('0.1 %')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Terminate' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('terminate');
  },
};

/** §4 higher-rate rule: Accept first warns; Back sends nothing; the confirmation sends the accept once. */
export const HigherRateWarning: Story = {
  args: { offer: HIGHER_RATE_OFFER, position: { index: 1, count: 1 } },
  play: async ({ args, userEvent }) => {
    const dialog = within(await findDialog('Daily salary contract'));
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'One of your downlines has this kind of contract with you at a higher rate',
    );
    await expect(args.onAnswer).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await expect(dialog.getByRole('button', { name: 'Accept' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Accept and terminate it' }));
    await expect(args.onAnswer).toHaveBeenCalledTimes(1);
    await expect(args.onAnswer).toHaveBeenCalledWith('accept');
    await expectNoSideScroll();
  },
};

/** While an answer is on its way every answer is refused and the popup does not close. */
export const Sending: Story = {
  args: { sending: 'accept' },
  play: async ({ args, userEvent }) => {
    const dialog = within(await findDialog('Dividend contract'));
    await expect(dialog.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Later' })).toBeDisabled();
    await expect(dialog.getByText('Sending your answer…')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A failed answer shows where the member looks; the offer stays to answer again. */
export const Failed: Story = {
  args: { errorMessage: 'The service is busy. Please try again.' },
  play: async () => {
    const dialog = within(await findDialog('Dividend contract'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('The service is busy. Please try again.');
    await expect(dialog.getByRole('button', { name: 'Accept' })).toBeEnabled();
  },
};

/** After an answer: its result, above the next offer. */
export const ResultThenNext: Story = {
  args: {
    offer: HOURLY_OFFER,
    position: { index: 1, count: 1 },
    result: { contractType: 'dividend', answer: 'accept', status: 'P' },
  },
  play: async () => {
    const dialog = within(await findDialog('Hourly salary contract'));
    await expect(dialog.getByRole('status')).toHaveTextContent('You accepted the dividend contract.');
  },
};

/** The last answer given: its result and Done. */
export const AllAnswered: Story = {
  args: { offer: null, result: { contractType: 'realtimeSalary', answer: 'reject', status: 'V' } },
  play: async ({ args, userEvent }) => {
    const dialog = within(await findDialog('Real-time salary contract'));
    await expect(dialog.getByRole('status')).toHaveTextContent('You kept the real-time salary contract.');
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Later (or Escape) puts the popup off. */
export const Later: Story = {
  play: async ({ args, userEvent }) => {
    await findDialog('Dividend contract');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Arabic, right to left: the terms wrap, nothing scrolls sideways. */
export const Arabic: Story = {
  args: { offer: HIGHER_RATE_OFFER },
  globals: { locale: 'ar' },
  play: async ({ userEvent }) => {
    const dialog = within(await findDialog('عقد الراتب اليومي'));
    await expect(dialog.getByText('يعرض عليك subagent1 هذا العقد.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'قبول' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('إذا قبلت، يُنهى عقد ذلك العضو.');
    await expectNoSideScroll();
  },
};
