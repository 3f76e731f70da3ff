import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_LINE_CHECK_PATH } from '@atrium/api/demo';
import { SESSION_STORAGE_KEYS } from '@atrium/domain/session';
import { visit } from '../../test/routeFaultSweep';
import { setUpDemoServer } from '../../test/demoServer';

const demo = setUpDemoServer();

const rows = () => within(screen.getByRole('list', { name: 'Mirror sites, fastest first' })).getAllByRole('listitem');
const timeOf = (row: HTMLElement) => within(row).getByTestId('line-time').textContent ?? '';

describe('§2 Other screens: mirror-site list with line detection', () => {
  it(
    'every line is timed once, in parallel; the list shows ms fastest first, the line that is down last',
    { timeout: 20_000 },
    async () => {
      sessionStorage.setItem(SESSION_STORAGE_KEYS.announcementClosed, 'B,A');
      await visit(demo, '/mirrors', null);
      await waitFor(() => expect(rows().every((row) => !timeOf(row).includes('Testing'))).toBe(true), {
        timeout: 5_000,
      });
      const times = rows().map(timeOf);
      expect(times).toHaveLength(4);
      expect(times.at(-1)).toBe('Unreachable');
      const ms = times.slice(0, -1).map((text) => Number(/^(\d+) ms$/.exec(text)?.[1]));
      expect(ms.every((n) => Number.isFinite(n) && n > 0)).toBe(true);
      expect(ms).toEqual([...ms].sort((a, b) => a - b));
      for (const line of ['1', '2', '3', '4'])
        expect(demo.requests.count('GET', `${DEMO_LINE_CHECK_PATH}/${line}`)).toBe(1);
      expect(screen.getByRole('link', { name: 'Check that a site is genuine' })).toHaveAttribute(
        'href',
        'https://verify.atrium.example/',
      );

      await userEvent.click(screen.getByRole('button', { name: 'Test the lines again' }));
      await waitFor(() => expect(demo.requests.count('GET', `${DEMO_LINE_CHECK_PATH}/1`)).toBe(2));
      await waitFor(() => expect(rows().every((row) => !timeOf(row).includes('Testing'))).toBe(true), {
        timeout: 5_000,
      });
    },
  );
});
