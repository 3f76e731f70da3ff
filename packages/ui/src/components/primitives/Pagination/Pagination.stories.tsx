import { ANNOUNCEMENT_PAGINATION } from '@atrium/domain/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { page: 1, totalPages: 12, onPageChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FirstPage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const MiddlePageShowsTheWindow: Story = {
  args: { page: 10, totalPages: 20 },
  play: async ({ canvas, userEvent, args }) => {
    // range 5, margin 2 (spec §9): 1 2 … 8 9 [10] 11 12 … 19 20
    const pages = canvas.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent);
    await expect(pages).toEqual(['1', '2', '8', '9', '10', '11', '12', '19', '20']);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 19' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(19);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(9);
  },
};

export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
  },
};

export const AnnouncementPreset: Story = {
  args: { page: 8, totalPages: 20, preset: ANNOUNCEMENT_PAGINATION, label: 'Announcement pages' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Announcement pages' })).toBeVisible();
    const pages = canvas.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent);
    await expect(pages).toEqual(['1', '6', '7', '8', '9', '10', '20']);
  },
};

export const HiddenWithOnePage: Story = {
  args: { totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const MovesThroughPages: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange(next);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { page: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'ترقيم الصفحات' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'الصفحة 6' })).toHaveAttribute('aria-current', 'page');
  },
};
