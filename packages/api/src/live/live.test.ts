import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { getLiveModels, launchChat, liveModelsQueryOptions, toLiveModels, liveModelListSchema } from './index';
import { seedLiveModels } from '../demo/handlers/live';
import { DEMO_ORIGIN, useDemoPlatform, TEST_NOW } from '../test/harness';

const demo = useDemoPlatform({
  fresh: 'file',
  now: TEST_NOW,
  record: (url) => url.includes('/wps/relay/'),
});
const { platform, seen } = demo;
afterEach(() => platform.switches.set('CBS3', true));

const CHAT = { title: 'Atrium chat', headerColor: '#1F6FEB' } as const;

describe('§7 Live: CBS_modelList (activeModelList)', () => {
  it('lists the live-show models, online first, with checked avatars, and needs no token', async () => {
    const models = await getLiveModels(demo.client());
    expect(seen[0]?.headers.get('authorization')).toBeNull();
    expect(models.length).toBe(8);
    const firstOffline = models.findIndex((m) => !m.isOnline);
    expect(firstOffline).toBeGreaterThan(0);
    expect(models.slice(firstOffline).every((m) => !m.isOnline)).toBe(true);
    for (const model of models) {
      expect(model.avatarUrl).toBe(`/__demo/avatar/${model.id}.svg`);
      expect(model.viewerCount === null).toBe(!model.isOnline);
    }
    const avatar = await fetch(`${DEMO_ORIGIN}${models[0]?.avatarUrl ?? ''}`);
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('the same seed gives the same models', () => {
    expect(seedLiveModels(3)).toEqual(seedLiveModels(3));
  });

  it('online may come as 0/1, and an avatar that is not http(s) or a path is dropped', () => {
    const wire = liveModelListSchema.parse({
      activeModelList: [{ modelId: 1, name: 'A', avatar: 'javascript:alert(1)', online: 1 }],
    });
    expect(toLiveModels(wire)).toEqual([{ id: '1', name: 'A', avatarUrl: null, isOnline: true, viewerCount: null }]);
  });

  it('a garbage answer is malformed, naming value.activeModelList', async () => {
    platform.setFault({ kind: 'malformed' });
    await expect(getLiveModels(demo.client())).rejects.toMatchObject({
      kind: 'malformed',
      field: 'value.activeModelList',
    });
  });

  it('a 5xx is a transient failure', async () => {
    platform.setFault({ kind: '5xx' });
    const error = await getLiveModels(demo.client()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isTransient).toBe(true);
  });

  it('the query is keyed by language', () => {
    expect(liveModelsQueryOptions(demo.client(), 'EN').queryKey).toEqual(['live', 'models', 'EN']);
  });
});

describe('§7 Live: CBS_launchChat (b2c 1, header color, title, template v2; reads chatUrl)', () => {
  it('a member launches the chat with the token; the chat page greets them and the address carries no token', async () => {
    const token = platform.sessions.issue('m-1001');
    const launch = await launchChat(demo.client(token), { ...CHAT, isLoggedIn: true });
    expect(seen[0]?.headers.get('authorization')).toBe(token);
    expect(Object.fromEntries(new URL(seen[0]?.url ?? '').searchParams)).toEqual({
      b2c: '1',
      headerColor: '#1F6FEB',
      title: 'Atrium chat',
      template: 'v2',
    });
    expect(launch.target).toEqual({ kind: 'internal', path: expect.stringMatching(/^\/__demo\/chat\?room=\w{24}$/) });
    const path = launch.target.kind === 'internal' ? launch.target.path : '';
    expect(path).not.toContain(token);
    const html = await (await fetch(`${DEMO_ORIGIN}${path}`)).text();
    expect(html).toContain('Hello, Lucky Star.');
    expect(html).toContain('background:#1F6FEB');
  });

  it('a guest launches it without a token and is greeted as a guest', async () => {
    const launch = await launchChat(demo.client(), { ...CHAT, isLoggedIn: false });
    expect(seen[0]?.headers.get('authorization')).toBeNull();
    const path = launch.target.kind === 'internal' ? launch.target.path : '';
    expect(await (await fetch(`${DEMO_ORIGIN}${path}`)).text()).toContain('Hello, guest.');
  });

  it('the member launch without a token is session-expired; with an ended session, a 401', async () => {
    await expect(launchChat(demo.client(), { ...CHAT, isLoggedIn: true })).rejects.toMatchObject({
      kind: 'session-expired',
      endpoint: 'live.launchChat.member',
    });
    expect(seen).toHaveLength(0);
    await expect(launchChat(demo.client('demo-gone'), { ...CHAT, isLoggedIn: true })).rejects.toMatchObject({
      kind: 'session-expired',
      status: 401,
    });
  });

  it('with CBS3 off the chat is not available', async () => {
    platform.switches.set('CBS3', false);
    await expect(launchChat(demo.client(), { ...CHAT, isLoggedIn: false })).rejects.toMatchObject({
      kind: 'rejected',
      code: 'function.not.available',
      messageKey: 'errors:functionNotEnabled',
    });
  });

  it('a header colour that is not #RRGGBB is refused', async () => {
    await expect(
      launchChat(demo.client(), { ...CHAT, headerColor: 'red;background:url(x)', isLoggedIn: false }),
    ).rejects.toMatchObject({ kind: 'rejected', code: 'request_param_err' });
  });

  it('a chat address the app must not follow is malformed, naming value.chatUrl', async () => {
    demo.answer('/wps/relay/CBS_launchChat', { chatUrl: 'javascript:alert(1)' });
    await expect(launchChat(demo.client(), { ...CHAT, isLoggedIn: false })).rejects.toMatchObject({
      kind: 'malformed',
      field: 'value.chatUrl',
    });
  });
});

describe('§1 live show on the demo platform: the chat room has a message box and the room’s messages', () => {
  async function openRoom(token?: string) {
    const launch = await launchChat(demo.client(token), { ...CHAT, isLoggedIn: token !== undefined });
    const path = launch.target.kind === 'internal' ? launch.target.path : '';
    return { path, room: new URL(path, DEMO_ORIGIN).searchParams.get('room') ?? '' };
  }
  const page = async (path: string) => (await fetch(`${DEMO_ORIGIN}${path}`)).text();
  const postForm = (room: string, text: string) =>
    fetch(`${DEMO_ORIGIN}/__demo/chat/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ room, text }).toString(),
      redirect: 'manual',
    });

  it('the page has a labelled message box posting to the room, with no script, under a no-script policy', async () => {
    const { path, room } = await openRoom();
    const response = await fetch(`${DEMO_ORIGIN}${path}`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('<form method="post" action="/__demo/chat/messages">');
    expect(html).toContain(`<input type="hidden" name="room" value="${room}">`);
    expect(html).toMatch(/<label for="chat-message">Message<\/label><input id="chat-message" name="text" required/);
    expect(html).not.toMatch(/<script|\son\w+=/i);
  });

  it('a posted message is kept for that room, listed back with its author, and shown on the page', async () => {
    const token = platform.sessions.issue('m-1001');
    const { path, room } = await openRoom(token);
    const other = await openRoom();
    const sent = await postForm(room, '  Hello from the demo  ');
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(path);
    const listed = (await (await fetch(`${DEMO_ORIGIN}/__demo/chat/messages?room=${room}`)).json()) as {
      messages: { author: string; text: string }[];
    };
    expect(listed.messages).toEqual([{ author: 'Lucky Star', text: 'Hello from the demo', at: expect.any(Number) }]);
    expect(await page(path)).toContain(
      '<li><span class="author">Lucky Star</span>: <span class="text">Hello from the demo</span></li>',
    );
    // Another room does not see it.
    expect(await page(other.path)).not.toContain('Hello from the demo');
  });

  it('a message holding HTML is shown as text: the tags read literally and nothing runs', async () => {
    const { path, room } = await openRoom();
    await postForm(room, '<b>hi</b>');
    await postForm(room, '<img src=x onerror="alert(1)">');
    const html = await page(path);
    expect(html).toContain('<span class="text">&lt;b&gt;hi&lt;/b&gt;</span>');
    expect(html).toContain('<span class="text">&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</span>');
    expect(html).not.toContain('<b>hi</b>');
    expect(html).not.toContain('<img');
  });

  it('an empty or too long message, or an unknown room, is refused and nothing is kept', async () => {
    const { room } = await openRoom();
    expect((await postForm(room, '   ')).status).toBe(400);
    expect((await postForm(room, 'x'.repeat(201))).status).toBe(400);
    expect((await postForm('nope', 'hi')).status).toBe(404);
    const listed = (await (await fetch(`${DEMO_ORIGIN}/__demo/chat/messages?room=${room}`)).json()) as {
      messages: unknown[];
    };
    expect(listed.messages).toEqual([]);
  });
});
