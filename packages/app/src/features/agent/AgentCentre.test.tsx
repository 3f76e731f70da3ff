import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEMO_ORIGIN, teamOf } from '@atrium/api/demo';
import { describe, expect, it } from 'vitest';
import { signInAs, openPage, visit } from '../../test/routeFaultSweep';
import { setUpDemoServer } from '../../test/demoServer';

let restoreAgent = () => {};
const demo = setUpDemoServer({
  beforeAll: async () => {
    restoreAgent = await signInAs('agent');
  },
  afterEach: () => {
    for (const flag of ['enableCt', 'salary', 'hourSalary', 'agentRealtimeSalary'])
      demo.platform.switches.set(flag, true);
  },
});

const TEAM_PATH = '/wps/relay/MCSFE_getAgentTeamOverview';
const teamCalls = (calls: Map<string, number>) =>
  [...calls.entries()].filter(([address]) => address.startsWith(TEAM_PATH));
const menu = () => screen.getByRole('navigation', { name: 'Agent menu' });
const figure = (id: string) => document.querySelector(`[data-figure="${id}"]`)?.textContent ?? '';

describe('§2 /agentHome: the agent centre opens on the team overview', () => {
  it('the menu in the spec order, the team overview current, with the team worked out from the downline tree', async () => {
    restoreAgent();
    const seen = await visit(demo, '/agentHome', null);
    expect(seen.errors).toEqual([]);
    const entries = within(menu())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(entries.slice(0, 12)).toEqual([
      'Announcements',
      'Team overview',
      'Add account',
      'Team management',
      'Team betting',
      'User profit and loss',
      'My income',
      'Account details',
      'Dividend',
      'Daily salary',
      'Hourly salary',
      'Real-time salary',
    ]);
    expect(within(menu()).getByRole('link', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu()).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/member?tab=depositv2');
    expect(await screen.findByText('Team size')).toBeInTheDocument();
    expect(figure('teamSize')).toBe(String(teamOf(demo.platform, 'a-2001').length));
    expect(figure('deposits')).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(teamCalls(seen.calls)).toHaveLength(1);
  });

  it('§9 a preset changes the period in the address and asks for that period once', async () => {
    restoreAgent();
    const seen = await visit(demo, '/agentHome', null);
    await screen.findByText('Team size');
    demo.calls.clear();
    await userEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(await screen.findByRole('button', { name: 'Yesterday', pressed: true })).toBeInTheDocument();
    await screen.findByText('Team size');
    const asked = teamCalls(demo.calls);
    expect(asked).toHaveLength(1);
    expect(seen.errors).toEqual([]);
  });

  it.each([
    ['a 5xx', () => HttpResponse.json({ success: false, errorCode: 'x' }, { status: 500 })],
    ['a malformed answer', () => HttpResponse.json({ success: true, value: { teamSize: 'many' } })],
  ])(
    '§8 %s of the team call: an error with retry in the page, the menu kept; retry shows the figures',
    async (_, answer) => {
      restoreAgent();
      let failing = true;
      demo.server.use(http.get(`${DEMO_ORIGIN}${TEAM_PATH}`, () => (failing ? answer() : undefined)));
      await openPage(demo, '/agentHome');
      expect(menu()).toBeInTheDocument();
      const page = screen.getByRole('region', { name: 'Team overview' });
      expect(within(page).getByRole('alert')).toHaveTextContent(/\S/);
      expect(figure('teamSize')).toBe('');
      failing = false;
      await userEvent.click(within(page).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Team size')).toBeInTheDocument();
    },
  );

  // Their sanitizing is checked where DOMPurify runs, in a browser: the story and the e2e journey.
  it('the announcements page lists the platform notices', async () => {
    restoreAgent();
    const seen = await visit(demo, '/agentHome?tab=agentAnnouncement', null);
    expect(seen.errors).toEqual([]);
    const list = await screen.findByRole('list', { name: 'Announcements for agents' });
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(menu()).getByRole('link', { name: 'Announcements' })).toHaveAttribute('aria-current', 'page');
  });

  it('every page of §2 is built: user profit and loss opens at its address with its table; never a blank', async () => {
    restoreAgent();
    await visit(demo, '/agentHome?tab=palStatementsAgentCopy', null);
    expect(screen.getByRole('heading', { level: 2, name: 'User profit and loss' })).toBeInTheDocument();
    expect(
      await screen.findByRole('table', { name: 'User profit and loss by downline' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Not available yet' })).not.toBeInTheDocument();
  });

  it('§2 the salary flag off: no daily salary entry, and its address says it is not offered', async () => {
    restoreAgent();
    demo.platform.switches.set('salary', false);
    await visit(demo, '/agentHome?tab=agentDailyWages2', null);
    expect(within(menu()).queryByRole('link', { name: 'Daily salary' })).not.toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Hourly salary' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Not offered here' })).toBeInTheDocument();
  });

  it('§8 the switches failing: no gated entry, and a gated address offers a retry that brings the page back', async () => {
    restoreAgent();
    let failing = true;
    demo.server.use(
      http.get(`${DEMO_ORIGIN}/wps/system/whitelabel`, () =>
        failing ? HttpResponse.json({ success: false, errorCode: 'x' }, { status: 500 }) : undefined,
      ),
    );
    const seen = await visit(demo, '/agentHome?tab=agentHourSalary', null);
    expect(seen.errors).toEqual([]);
    expect(within(menu()).queryByRole('link', { name: 'Hourly salary' })).not.toBeInTheDocument();
    const page = screen.getByRole('region', { name: 'Hourly salary' });
    expect(within(page).getByRole('alert')).toHaveTextContent(/\S/);
    failing = false;
    await userEvent.click(within(page).getByRole('button', { name: 'Try again' }));
    expect(await within(menu()).findByRole('link', { name: 'Hourly salary' })).toBeInTheDocument();
    expect(await screen.findByRole('searchbox', { name: 'Downline or upline username' })).toBeInTheDocument();
  });
});
