import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { expectNoSideScroll, findDialog } from '../../../stories/helpers';
import { MemberCentrePage } from './MemberCentre';
import { Panel, PanelText, PanelTitle } from './MemberCentre.styles';
import { MemberCentreOverlay } from './MemberCentreOverlay';

/** The member centre as an overlay over the page the player was on (spec §2 popups). */
const meta = {
  title: 'Member/MemberCentreOverlay',
  component: MemberCentreOverlay,
  args: {
    isOpen: true,
    onClose: fn(),
    children: (
      <MemberCentrePage page="depositv2" pages={['securityCenter', 'transferFund', 'depositv2', 'withdraw']}>
        <Panel aria-labelledby="story-overlay-panel">
          <PanelTitle id="story-overlay-panel">Page content</PanelTitle>
          <PanelText>The page of the current menu entry.</PanelText>
        </Panel>
      </MemberCentrePage>
    ),
  },
} satisfies Meta<typeof MemberCentreOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The overlay is a dialog named for the member centre, with its menu and the chosen page inside. */
export const ShowsTheChosenPage: Story = {
  play: async () => {
    const dialog = await findDialog('Member centre');
    await expect(within(dialog).getByRole('heading', { name: 'Deposit' })).toBeVisible();
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre' });
    await expect(within(menu).getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ args, userEvent }) => {
    await findDialog('Member centre');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ClosesWithItsButton: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog('Member centre');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** At 360 px the overlay is a full-screen sheet: the page inside keeps the width, nothing scrolls sideways. */
export const Phone: Story = {
  play: async () => {
    await findDialog('Member centre');
    await expect(screen.getByRole('link', { name: 'Withdraw' })).toBeVisible();
    await expectNoSideScroll();
  },
};

/** From the tablet breakpoint up, a wide dialog: the menu beside the page, as on the /member page. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async () => {
    const dialog = await findDialog('Member centre');
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThan(900);
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveAttribute('dir', 'rtl');
  },
};
