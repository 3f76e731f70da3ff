import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { inArabic } from '../../../stories/languageStories';
import { listStates } from '../../../stories/listStories';
import { OfferContract } from '../OfferContract';
import type { ContractRowView } from './ContractList';
import { ContractList, ContractSides } from './ContractList';

const AT = Date.UTC(2026, 10, 20, 10);

const ROWS: readonly ContractRowView[] = [
  {
    id: 'ds-1',
    type: 'dailySalary',
    counterpart: 'ctsub1',
    state: 'accepted',
    request: null,
    rate: 3,
    games: [
      {
        gameKind: 'LIVE',
        tiers: [
          { kind: 'daily', betVolumeCents: 100_000, activeMembers: 2, rate: { kind: 'percent', percent: 2.5 } },
          { kind: 'daily', betVolumeCents: 500_000, activeMembers: 3, rate: { kind: 'percent', percent: 3 } },
        ],
      },
      {
        gameKind: 'SPORTS',
        tiers: [{ kind: 'daily', betVolumeCents: 200_000, activeMembers: 2, rate: { kind: 'amount', cents: 5_000 } }],
      },
    ],
    period: null,
    createdAt: AT,
    updatedAt: AT + 86_400_000,
  },
  {
    id: 'of-2',
    type: 'dailySalary',
    counterpart: 'ctsub2',
    state: 'pending',
    request: 'E',
    rate: 1,
    games: [],
    period: null,
    createdAt: AT,
    updatedAt: null,
  },
  {
    id: 'of-3',
    type: 'dividend',
    counterpart: 'a-long-downline-name-that-wraps-on-phones',
    state: 'rejected',
    request: 'P',
    rate: 25,
    games: [],
    period: 'W',
    createdAt: AT,
    updatedAt: null,
  },
  {
    id: 'ds-4',
    type: 'dailySalary',
    counterpart: 'ctsubmember2',
    state: 'ended',
    request: null,
    rate: 2,
    games: [],
    period: null,
    createdAt: AT,
    updatedAt: AT,
  },
];

/** §4 the contracts of one side with their status words, rates per game kind, period, dates and actions. */
const meta = {
  title: 'Contracts/ContractList',
  component: ContractList,
  args: { side: 'downline', rows: ROWS, currencySymbol: '$', showType: true },
} satisfies Meta<typeof ContractList>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listStates<Story>({
  none: { rows: null },
  hasNoLoadingFlag: true,
  failed: { errorMessage: 'The service is not available.', onRetry: fn() },
  failedSays: 'The service is not available.',
  empty: { args: { rows: [], side: 'upline' }, says: 'You hold no contract of this kind from your upline.' },
});

/** To my downlines: every status word, what waits for an answer, the rates per game kind, each row's actions. */
export const ToDownlines: Story = {
  args: {
    actionsOf: (row: ContractRowView) => (row.state === 'accepted' ? ['edit', 'requestTerminate'] : []),
    onAction: fn(),
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'To my downlines' })).toBeVisible();
    const accepted = within(canvas.getByRole('listitem', { name: 'To ctsub1' }));
    await expect(accepted.getByText('Accepted')).toBeVisible();
    await expect(accepted.getByText('Live casino: 2.5–3 %; Sports: $50.00')).toBeVisible();
    await userEvent.click(accepted.getByRole('button', { name: 'Ask to end the daily salary contract' }));
    await expect(args.onAction).toHaveBeenCalledWith(ROWS[0], 'requestTerminate');
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    const pending = within(canvas.getByRole('listitem', { name: 'To ctsub2' }));
    await expect(pending.getByText('Pending')).toBeVisible();
    await expect(pending.getByText('New terms, waiting for an answer')).toBeVisible();
    await expect(canvas.getByText('The offer was turned down')).toBeVisible();
    await expect(canvas.getByText('Weekly')).toBeVisible();
    // A salary that ended reads Terminated, like a dividend (§4).
    await expect(
      within(canvas.getByRole('listitem', { name: 'To ctsubmember2' })).getByText('Terminated'),
    ).toBeVisible();
    await expectNoSideScroll();
  },
};

/** From my upline: what the agent holds. */
export const FromUpline: Story = {
  args: { side: 'upline', rows: [{ ...ROWS[0]!, counterpart: 'ctagent1' }], showType: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'From my upline' })).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: 'From ctagent1' })).toBeVisible();
    await expect(canvas.queryByText('Contract')).toBeNull();
  },
};

export const Loading: Story = states.Loading;

export const Empty: Story = states.Empty;

/** §4 / §6 an agent that gives no contract yet offers one from here: it picks a downline and the editor opens. */
export const EmptyWithOfferAction: Story = {
  args: { rows: [], side: 'downline', onAction: fn() },
  render: (args) => (
    <ContractList
      {...args}
      action={
        <OfferContract
          downlines={[
            { id: 'd-1', name: 'teamdown1a' },
            { id: 'd-2', name: 'teamdown1b' },
          ]}
          onOffer={args.onAction as never}
        />
      }
    />
  ),
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText('You give no contract of this kind to a downline.')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Downline' }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'teamdown1b' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Offer a contract' }));
    await expect(args.onAction).toHaveBeenCalledWith({ id: 'd-2', name: 'teamdown1b' });
    await expectNoSideScroll();
  },
};

export const Failed: Story = states.Failed;

export const Rtl: Story = inArabic([{ heading: 'إلى أعضائي' }, 'مقبول']);

/** Both sides of a type: held from the upline first, then given to the downlines. */
export const BothSides: Story = {
  render: () => (
    <ContractSides
      fromUpline={[{ ...ROWS[0]!, counterpart: 'ctagent1' }]}
      toDownlines={[ROWS[3]!]}
      currencySymbol="$"
    />
  ),
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading').map((h) => h.textContent);
    await expect(headings).toEqual(['From my upline', 'To my downlines']);
    await expect(canvas.getByRole('listitem', { name: 'From ctagent1' })).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: 'To ctsubmember2' })).toHaveTextContent('Terminated');
  },
};
