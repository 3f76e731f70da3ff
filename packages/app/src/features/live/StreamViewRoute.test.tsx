import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { announcementsQueryOptions } from '@atrium/api/announcements';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { isLoginDialogOpen, signInAccount, openPage, visit, warmUp } from '../../test/routeFaultSweep';
import { setUpDemoServer } from '../../test/demoServer';
import { activateTwice, holdRequest, SUBMIT_GESTURES } from '../../test/submitGestures';
import { CHAT_WINDOW_FEATURES, CHAT_WINDOW_NAME } from '../../shared/chat/useChatLaunch';

const demo = setUpDemoServer({
  afterEach: () => {
    demo.platform.switches.set('CBS3', true);
    vi.restoreAllMocks();
  },
});
// The lazy pages' first transform can take longer than a test's own time.
beforeAll(() => warmUp(), 60_000);

const MODELS = '/wps/relay/CBS_modelList';
const LAUNCH = '/wps/relay/CBS_launchChat';

function atWidth(px: number) {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(px);
}

/** A stand-in for the service window `window.open` returns. */
function serviceWindow() {
  const opened = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
  return { opened, open };
}

async function openAsMember() {
  await signInAccount('member');
  const seen = await openPage(demo, '/streamView');
  return seen;
}

const cards = () => within(screen.getByRole('list', { name: 'Models' })).getAllByRole('button');

describe('§1 live show, §3 activeModelList: the models with their live state', () => {
  it('lists online models first with a live badge and their viewers', async () => {
    await openAsMember();
    const models = demo.platform.area('live', () => ({ models: [] as { name: string; online: boolean }[] })).models;
    const names = cards().map((card) => card.textContent ?? '');
    const online = models.filter((m) => m.online).length;
    expect(names.slice(0, online).every((text) => text.startsWith('Live'))).toBe(true);
    expect(names.slice(online).every((text) => text.startsWith('Offline'))).toBe(true);
    expect(names).toHaveLength(models.length);
  });

  it('a failed list says so with a retry that loads it', async () => {
    demo.server.use(http.get(`*${MODELS}`, () => HttpResponse.json({ nonsense: true })));
    await openAsMember();
    expect(screen.queryByRole('list', { name: 'Models' })).toBeNull();
    demo.server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Models' })).toBeVisible();
  });
});

describe('§7 CBS_launchChat, §9 service window 440x750: pressing a model opens the chat room', () => {
  it('on a wide screen: the window opens on the press and is sent to the chat address', async () => {
    atWidth(1280);
    const { opened, open } = serviceWindow();
    await openAsMember();
    await userEvent.click(cards()[0]!);
    expect(open).toHaveBeenCalledWith('', CHAT_WINDOW_NAME, CHAT_WINDOW_FEATURES);
    expect(CHAT_WINDOW_FEATURES).toBe('width=440,height=750');
    expect(opened.opener).toBeNull();
    await waitFor(() => expect(opened.location.href).toMatch(/^\/__demo\/chat\?room=\w+$/));
    expect(screen.queryByTitle('Chat room')).toBeNull();
  });

  it.each(SUBMIT_GESTURES)('a %s opens one window and sends one launch', async (gesture) => {
    atWidth(1280);
    const { open } = serviceWindow();
    await openAsMember();
    const release = holdRequest(demo.server, `*${LAUNCH}`);
    activateTwice(gesture, cards()[0]!);
    expect(open).toHaveBeenCalledTimes(1);
    release();
    await waitFor(() => expect(cards()[0]).not.toHaveAttribute('aria-busy'));
    expect(demo.requests.count('GET', LAUNCH)).toBe(1);
  });

  it('on a phone: the chat loads in the page, and the close button returns to the list', async () => {
    atWidth(360);
    const { open } = serviceWindow();
    await openAsMember();
    await userEvent.click(cards()[1]!);
    const frame = await screen.findByTitle('Chat room');
    expect(frame.getAttribute('src')).toMatch(/^\/__demo\/chat\?room=\w+$/);
    expect(open).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close the chat room' }));
    expect(await screen.findByRole('list', { name: 'Models' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Live show' })).toHaveFocus();
  });

  it('a blocked window falls back to the chat in the page', async () => {
    atWidth(1280);
    vi.spyOn(window, 'open').mockReturnValue(null);
    await openAsMember();
    await userEvent.click(cards()[0]!);
    expect(await screen.findByTitle('Chat room')).toBeVisible();
  });

  it('a refused launch closes the window it opened and says so', async () => {
    atWidth(1280);
    demo.platform.switches.set('CBS3', false);
    const { opened } = serviceWindow();
    await openAsMember();
    await userEvent.click(cards()[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('The chat room could not be opened. Try again.');
    expect(opened.close).toHaveBeenCalledTimes(1);
    expect(demo.requests.count('GET', LAUNCH)).toBe(1);
  });
});

describe('§2 side menu "chat room (if CBS3)": the same launch', () => {
  it('opens the service window on the press and sends it to the chat address, once under a double click', async () => {
    atWidth(1280);
    const { opened, open } = serviceWindow();
    await openAsMember();
    const release = holdRequest(demo.server, `*${LAUNCH}`);
    activateTwice('double click', await screen.findByRole('button', { name: 'Chat room' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('', CHAT_WINDOW_NAME, CHAT_WINDOW_FEATURES);
    release();
    await waitFor(() => expect(opened.location.href).toMatch(/^\/__demo\/chat\?room=\w+$/));
    expect(demo.requests.count('GET', LAUNCH)).toBe(1);
  });

  it('a failed launch closes the window and says so in a toast (the menu has no place of its own)', async () => {
    atWidth(1280);
    const { opened } = serviceWindow();
    await openAsMember();
    demo.server.use(http.get(`*${LAUNCH}`, () => HttpResponse.json({ nonsense: true })));
    await userEvent.click(await screen.findByRole('button', { name: 'Chat room' }));
    expect(await screen.findByText('The chat room could not be opened')).toBeVisible();
    expect(opened.close).toHaveBeenCalledTimes(1);
  });
});

describe('§2 /streamView: login required', () => {
  it('a guest gets the login popup and no model list', async () => {
    await visit(demo, '/streamView', null);
    expect(isLoginDialogOpen()).toBe(true);
    expect(screen.queryByRole('list', { name: 'Models' })).toBeNull();
  });

  it('§4 entry popup never over the auth dialog: only the login popup is open, not hidden, and Escape closes it; the announcements come after', async () => {
    // As the app starts (app/start.tsx): the guests' announcements are asked for before the first commit.
    const seen = await visit(demo, '/streamView', null, {
      beforeRender: (queryClient, client) =>
        queryClient.prefetchQuery(announcementsQueryOptions(client, 'EN', { isLoggedIn: false, isFirstLogin: false })),
    });
    expect(seen.errors).toEqual([]);
    const dialogs = screen.getAllByRole('dialog');
    expect(dialogs).toHaveLength(1);
    const login = screen.getByRole('dialog', { name: /log in/i });
    expect(login.closest('[aria-hidden="true"]')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(isLoginDialogOpen()).toBe(false));
    // §4 B: the guests' popup opens by itself once nothing stands over the page.
    const popup = await screen.findByRole('dialog');
    expect(popup).not.toHaveAccessibleName(/log in/i);
    expect(popup.closest('[aria-hidden="true"]')).toBeNull();
  });
});
