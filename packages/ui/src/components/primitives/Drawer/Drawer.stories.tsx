import type { Meta, StoryObj } from '@storybook/react-vite';
import { closesWithCloseButton } from '../../../stories/helpers';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { IconButton } from '../IconButton';
import { MenuIcon } from '../Icon';
import { Drawer } from './Drawer';

const links = ['Home', 'Slots', 'Live casino', 'Sports', 'Lottery', 'Promotions'];

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  args: {
    title: 'Main menu',
    trigger: <IconButton label="Open menu" icon={<MenuIcon />} />,
    onOpenChange: fn(),
    children: (
      <nav>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {links.map((link) => (
            <li key={link}>
              <a
                href={`#${link.toLowerCase().replace(/ /g, '-')}`}
                style={{ display: 'block', padding: '12px 16px', color: 'inherit' }}
              >
                {link}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    ),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = {
  args: { isOpen: true },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    await expect(screen.getByRole('link', { name: 'Slots' })).toBeVisible();
    // It hugs the left edge in left-to-right text.
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBe(0));
    await expect(drawer.getBoundingClientRect().width).toBeLessThan(window.innerWidth);
    // It sits above its scrim: what is under the pointer in its middle is the drawer itself.
    const rect = drawer.getBoundingClientRect();
    await expect(drawer).toContainElement(
      document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2) as HTMLElement,
    );
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await step('the trigger opens the drawer', async () => {
      await userEvent.click(trigger);
      await expect(await screen.findByRole('dialog', { name: 'Main menu' })).toBeVisible();
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    });
    await step('Escape closes it and the focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

export const ClosesWithTheCloseButton: Story = {
  play: closesWithCloseButton({ trigger: 'Open menu', close: 'Close menu' }),
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'القائمة الرئيسية',
    trigger: <IconButton label="فتح القائمة" icon={<MenuIcon />} />,
    children: <p>الرئيسية</p>,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'فتح القائمة' }));
    const drawer = await screen.findByRole('dialog', { name: 'القائمة الرئيسية' });
    await expect(drawer).toHaveAttribute('dir', 'rtl');
    // It slides in from the inline-start edge: the right in right-to-left text.
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().right)).toBe(window.innerWidth));
    await expect(screen.getByRole('button', { name: 'إغلاق القائمة' })).toBeVisible();
  },
};
