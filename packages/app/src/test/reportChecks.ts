import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { DemoServer } from './demoServer';
import { openPage } from './routeFaultSweep';

/**
 * §2 a report's filter: typing a name nobody has into the search box labelled `searchbox` and pressing Enter shows the
 * empty state, and asks the report `call` exactly once with the filter (`query`, e.g. `username=nobody`) in it.
 */
export async function expectFilterAsksOnce(demo: DemoServer, call: string, searchbox: string, query: string) {
  demo.calls.clear();
  await userEvent.type(screen.getByRole('searchbox', { name: searchbox }), 'nobody{Enter}');
  expect(await screen.findByText('No records in this range.')).toBeInTheDocument();
  expect([...demo.calls.keys()].filter((c) => c.startsWith(call) && c.includes(query))).toHaveLength(1);
}

/**
 * §8 a report whose `call` answers a malformed value: opening `address` shows an error with a retry, never a blank;
 * the retry, with the platform answering again, asks once more (the caller checks what it brings).
 */
export async function expectMalformedThenRetry(demo: DemoServer, call: string, address: string) {
  let failing = true;
  demo.server.use(
    http.get(`*${call}`, () => (failing ? HttpResponse.json({ success: true, value: { list: 'x' } }) : undefined)),
  );
  await openPage(demo, address);
  expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
  failing = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
}
