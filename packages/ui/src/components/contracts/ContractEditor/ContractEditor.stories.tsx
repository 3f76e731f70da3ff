import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { expectNoSideScroll, findDialog, inputByLabel } from '../../../stories/helpers';
import { ContractEditor } from './ContractEditor';

/** §3 / §4 / §6 the upline's contract editor: tiers per game kind, the domain's rules under each field. */
const meta = {
  title: 'Contracts/ContractEditor',
  component: ContractEditor,
  args: {
    mode: 'offer',
    downlineName: 'ctsub1',
    types: ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'],
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ContractEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A daily salary in two ascending tiers for live casino; sent once, as numbers. */
export const OfferDailySalary: Story = {
  args: { types: ['dailySalary', 'dividend'] },
  play: async ({ args, userEvent }) => {
    const dialog = within(await findDialog('Offer a contract to ctsub1'));
    const tier1 = within(dialog.getByRole('group', { name: 'Tier 1' }));
    await userEvent.type(inputByLabel(tier1, 'Daily team bet from'), '1000');
    await userEvent.type(inputByLabel(tier1, 'Active members from'), '2');
    await userEvent.type(inputByLabel(tier1, 'Rate (%)'), '2.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Add a tier' }));
    const tier2 = within(dialog.getByRole('group', { name: 'Tier 2' }));
    await userEvent.type(inputByLabel(tier2, 'Daily team bet from'), '5000');
    await userEvent.type(inputByLabel(tier2, 'Active members from'), '3');
    await userEvent.type(inputByLabel(tier2, 'Rate (%)'), '3');
    await userEvent.click(dialog.getByRole('button', { name: 'Send the offer' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: 'dailySalary',
      period: null,
      tiers: [
        { gameType: 'LIVE', betVolume: 1000, activeMember: 2, rate: 2.5, rateType: 'P' },
        { gameType: 'LIVE', betVolume: 5000, activeMember: 3, rate: 3, rateType: 'P' },
      ],
    });
    await expectNoSideScroll();
  },
};

/** Errors under their fields, the typed values kept; nothing is sent. */
export const Invalid: Story = {
  args: { types: ['dailySalary'], ownRates: { dailySalary: 2 } },
  play: async ({ args, userEvent }) => {
    const dialog = within(await findDialog('Offer a contract to ctsub1'));
    await expect(dialog.getByText('You hold 2 % of this kind from your upline: no tier may offer more.')).toBeVisible();
    const tier1 = within(dialog.getByRole('group', { name: 'Tier 1' }));
    await userEvent.type(inputByLabel(tier1, 'Daily team bet from'), '12abc');
    await userEvent.type(inputByLabel(tier1, 'Rate (%)'), '2.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Send the offer' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(tier1.getByText('Enter a number, such as 1000 or 2.5.')).toBeVisible();
    await expect(tier1.getByText('Enter a value.')).toBeVisible();
    await expect(tier1.getByText('At most 2 %, the rate you hold yourself.')).toBeVisible();
    await expect(inputByLabel(tier1, 'Daily team bet from')).toHaveValue('12abc');
    await expect(inputByLabel(tier1, 'Daily team bet from')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A dividend needs its period; removing the only tier leaves none, which is refused. */
export const DividendPeriodAndTiers: Story = {
  args: { types: ['dividend'] },
  play: async ({ args, userEvent }) => {
    const dialog = within(await findDialog('Offer a contract to ctsub1'));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove tier 1' }));
    await expect(dialog.getByText('No tiers for this game kind yet.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Send the offer' }));
    await expect(dialog.getByText('Choose a settlement period.')).toBeVisible();
    await expect(dialog.getByText('Add at least one tier.')).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: 'Weekly' }));
    await expect(dialog.queryByText('Choose a settlement period.')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** New terms for a contract in force, starting from its current ones. */
export const Edit: Story = {
  args: {
    mode: 'edit',
    types: ['hourlySalary'],
    initial: {
      type: 'hourlySalary',
      period: null,
      games: [{ gameKind: 'LOTT', rateType: 'F', tiers: [{ minimumBet: '2000', activeMember: '2', rate: '8' }] }],
    },
  },
  play: async ({ args, userEvent }) => {
    const dialog = within(await findDialog('Change the contract with ctsub1'));
    await expect(dialog.queryByText('Contract type')).toBeNull();
    const tier1 = within(dialog.getByRole('group', { name: 'Tier 1' }));
    await expect(inputByLabel(tier1, 'Bet per hour from')).toHaveValue('2000');
    await userEvent.clear(inputByLabel(tier1, 'Salary amount'));
    await userEvent.type(inputByLabel(tier1, 'Salary amount'), '9');
    await userEvent.click(dialog.getByRole('button', { name: 'Send the new terms' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: 'hourlySalary',
      period: null,
      tiers: [{ gameType: 'LOTT', minimumBet: 2000, activeMember: 2, rate: 9, rateType: 'F' }],
    });
  },
};

/**
 * New terms for the seeded daily salary (ds-ct1): each game kind keeps its own rate type, live casino a percent and
 * sports a fixed amount, each tier's rate labelled after its game kind's and sent with it.
 */
export const MixedRateTypes: Story = {
  args: {
    mode: 'edit',
    types: ['dailySalary'],
    initial: {
      type: 'dailySalary',
      period: null,
      games: [
        { gameKind: 'LIVE', rateType: 'P', tiers: [{ betVolume: '1000', activeMember: '1', rate: '2' }] },
        { gameKind: 'SPORTS', rateType: 'F', tiers: [{ betVolume: '1000', activeMember: '1', rate: '50' }] },
      ],
    },
  },
  play: async ({ args, userEvent }) => {
    const dialog = within(await findDialog('Change the contract with ctsub1'));
    const live = within(dialog.getByRole('radiogroup', { name: 'Live casino: salary paid as' }));
    await expect(live.getByRole('radio', { name: 'A percent of the bets' })).toBeChecked();
    const liveTier = within(dialog.getByRole('group', { name: 'Tier 1' }));
    await expect(inputByLabel(liveTier, 'Rate (%)')).toHaveValue('2');
    await expect(liveTier.queryByLabelText('Salary amount')).toBeNull();

    await userEvent.click(dialog.getByRole('combobox', { name: 'Game kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sports · tiers: 1' }));
    const sports = within(dialog.getByRole('radiogroup', { name: 'Sports: salary paid as' }));
    await expect(sports.getByRole('radio', { name: 'A fixed amount' })).toBeChecked();
    const sportsTier = within(dialog.getByRole('group', { name: 'Tier 1' }));
    await expect(inputByLabel(sportsTier, 'Salary amount')).toHaveValue('50');
    await expect(sportsTier.queryByLabelText('Rate (%)')).toBeNull();

    await userEvent.click(dialog.getByRole('button', { name: 'Send the new terms' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: 'dailySalary',
      period: null,
      tiers: [
        { gameType: 'LIVE', betVolume: 1000, activeMember: 1, rate: 2, rateType: 'P' },
        { gameType: 'SPORTS', betVolume: 1000, activeMember: 1, rate: 50, rateType: 'F' },
      ],
    });
  },
};

/** While sending: every action is disabled, the values stay. */
export const Sending: Story = {
  args: { types: ['realtimeSalary'], sending: true },
  play: async () => {
    const dialog = within(await findDialog('Offer a contract to ctsub1'));
    await expect(dialog.getByRole('button', { name: 'Send the offer' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The platform refused: its message, in the dialog, the terms kept to send again. */
export const Refused: Story = {
  args: { types: ['dailySalary'], errorMessage: 'This operation is not allowed.' },
  play: async () => {
    const dialog = within(await findDialog('Offer a contract to ctsub1'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('This operation is not allowed.');
    await expect(dialog.getByRole('button', { name: 'Send the offer' })).toBeEnabled();
  },
};

/** Sent: where it goes next, and Done. */
export const Done: Story = {
  args: { isDone: true },
  play: async ({ args, userEvent }) => {
    const dialog = within(await findDialog('Offer a contract to ctsub1'));
    await expect(dialog.getByRole('status')).toHaveTextContent(
      'Offer sent. ctsub1 answers it in their contract popup.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Ask to terminate: a confirmation, sent once. */
export const RequestTerminate: Story = {
  args: { mode: 'requestTerminate', types: ['dailySalary'] },
  play: async ({ args, userEvent }) => {
    const dialog = within(await findDialog('Ask ctsub1 to end the contract'));
    await expect(dialog.getByText(/ctsub1 is asked to end the daily salary contract/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Send the request' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ type: 'dailySalary', period: null, tiers: [] });
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { types: ['dividend'] },
  play: async () => {
    const dialog = within(await findDialog('عرض عقد على ctsub1'));
    await expect(dialog.getByRole('group', { name: 'المستوى 1' })).toBeVisible();
    await expectNoSideScroll();
  },
};
