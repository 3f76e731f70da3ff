import { http, HttpResponse, type HttpHandler } from 'msw';
import { ok, refuse } from '../envelope';
import { isResponse, requireAccount } from '../http';
import { demoImageSvg } from '../seed/announcements';
import { randomAlphanumeric, seededRandom } from '../seed/random';
import type { DemoAccount } from '../state/accounts';
import type { DemoPlatform } from '../state/platform';
import {
  DEMO_CHAT_MESSAGE_MAX,
  DEMO_CHAT_MESSAGES_PATH,
  DEMO_CHAT_PAGE_CSP,
  DEMO_CHAT_PATH,
  DEMO_CHAT_ROOM_LIMIT,
  renderDemoChatPage,
  renderExpiredDemoChatPage,
  type DemoChatMessage,
} from '../pages/chatPage';

export { DEMO_CHAT_PATH } from '../pages/chatPage';

export interface DemoLiveModel {
  readonly modelId: number;
  readonly name: string;
  readonly avatar: string;
  readonly online: boolean;
  readonly viewers: number | null;
}

const MODEL_NAMES = ['Mai', 'Linh', 'Anya', 'Sofia', 'Hana', 'Nara', 'Lucia', 'Ploy'] as const;

export const demoAvatarPath = (id: number) => `/__demo/avatar/${id}.svg`;

/** The live-show models for a seed (designed): online ones first, at least one online and one offline. */
export function seedLiveModels(seed: number): DemoLiveModel[] {
  const random = seededRandom(seed ^ 0x11fe);
  const models = MODEL_NAMES.map((name, i) => {
    const online = i === 0 || (i !== MODEL_NAMES.length - 1 && random() < 0.6);
    return {
      modelId: 7001 + i,
      name,
      avatar: demoAvatarPath(7001 + i),
      online,
      viewers: online ? 20 + Math.floor(random() * 2000) : null,
    };
  });
  return [...models.filter((m) => m.online), ...models.filter((m) => !m.online)];
}

interface LiveArea {
  readonly models: DemoLiveModel[];
  readonly random: () => number;
  readonly rooms: Map<string, DemoChatRoom>;
}

interface DemoChatRoom {
  readonly accountId: string | null;
  readonly title: string;
  readonly headerColor: string;
  /** Oldest first, the latest DEMO_CHAT_ROOM_LIMIT. */
  readonly messages: DemoChatMessage[];
}

function liveAreaOf(platform: DemoPlatform): LiveArea {
  return platform.area('live', () => ({
    models: seedLiveModels(platform.seed),
    random: seededRandom(platform.seed ^ 0xc4a7),
    rooms: new Map(),
  }));
}

const badRequest = (message: string) => refuse(400, 'request_param_err', message);

const CHAT_PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': DEMO_CHAT_PAGE_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
} as const;

const chatError = (status: number, error: string) => HttpResponse.json({ error }, { status });

/** The room and text of a message: the page's form (urlencoded) or JSON. */
async function readChatPost(request: Request): Promise<{ room: string; text: string } | null> {
  try {
    const type = request.headers.get('content-type') ?? '';
    const body: Record<string, unknown> = type.includes('application/json')
      ? ((await request.json()) as Record<string, unknown>)
      : Object.fromEntries(new URLSearchParams(await request.text()));
    return typeof body.room === 'string' && typeof body.text === 'string' ? { room: body.room, text: body.text } : null;
  } catch {
    return null;
  }
}

/** GET /wps/relay/CBS_modelList, GET /wps/relay/CBS_launchChat, the chat page with its messages, and the avatars. */
export function liveHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    http.get('*/wps/relay/CBS_modelList', () => ok({ activeModelList: liveAreaOf(platform).models })),

    http.get('*/wps/relay/CBS_launchChat', ({ request }) => {
      let account: DemoAccount | null = null;
      if (request.headers.get('authorization')) {
        const found = requireAccount(platform, request);
        if (isResponse(found)) return found;
        account = found;
      }
      // §2 side menu "chat room (if CBS3)".
      if (!platform.switches.map().CBS3) return refuse(400, 'function.not.available', 'Chat is not enabled');
      const query = Object.fromEntries(new URL(request.url).searchParams);
      if (query.b2c !== '1') return badRequest('b2c must be 1');
      if (query.template !== 'v2') return badRequest('template must be v2');
      if (!/^#[0-9a-fA-F]{6}$/.test(query.headerColor ?? '')) return badRequest('headerColor must be #RRGGBB');
      const title = (query.title ?? '').trim();
      if (title === '' || title.length > 60) return badRequest('title must have 1 to 60 characters');
      const area = liveAreaOf(platform);
      const room = randomAlphanumeric(area.random, 24);
      area.rooms.set(room, {
        accountId: account?.id ?? null,
        title,
        headerColor: query.headerColor ?? '#000000',
        messages: [],
      });
      return ok({ chatUrl: `${DEMO_CHAT_PATH}?room=${room}` });
    }),

    http.get(`*${DEMO_CHAT_PATH}`, ({ request }) => {
      const roomId = new URL(request.url).searchParams.get('room') ?? '';
      const room = liveAreaOf(platform).rooms.get(roomId);
      if (!room) return new HttpResponse(renderExpiredDemoChatPage(), { status: 403, headers: CHAT_PAGE_HEADERS });
      const account = room.accountId ? platform.accountById(room.accountId) : null;
      const html = renderDemoChatPage({
        room: roomId,
        title: room.title,
        headerColor: room.headerColor,
        nickname: account?.nickname ?? null,
        messages: room.messages,
      });
      return new HttpResponse(html, { headers: CHAT_PAGE_HEADERS });
    }),

    http.get(`*${DEMO_CHAT_MESSAGES_PATH}`, ({ request }) => {
      const room = liveAreaOf(platform).rooms.get(new URL(request.url).searchParams.get('room') ?? '');
      return room ? HttpResponse.json({ messages: room.messages }) : chatError(404, 'unknown room');
    }),

    // The page's form lands back on the room (303, the list with the new message); a JSON post gets the list.
    http.post(`*${DEMO_CHAT_MESSAGES_PATH}`, async ({ request }) => {
      const post = await readChatPost(request);
      if (!post) return chatError(400, 'room and text are required');
      const room = liveAreaOf(platform).rooms.get(post.room);
      if (!room) return chatError(404, 'unknown room');
      const text = post.text.trim();
      if (text === '' || text.length > DEMO_CHAT_MESSAGE_MAX) {
        return chatError(400, `text must have 1 to ${DEMO_CHAT_MESSAGE_MAX} characters`);
      }
      const account = room.accountId ? platform.accountById(room.accountId) : null;
      room.messages.push({ author: account?.nickname ?? 'Guest', text, at: platform.now() });
      room.messages.splice(0, Math.max(0, room.messages.length - DEMO_CHAT_ROOM_LIMIT));
      if ((request.headers.get('content-type') ?? '').includes('application/json')) {
        return HttpResponse.json({ messages: room.messages }, { status: 201 });
      }
      return new HttpResponse(null, {
        status: 303,
        headers: { Location: `${DEMO_CHAT_PATH}?room=${encodeURIComponent(post.room)}` },
      });
    }),

    http.get('*/__demo/avatar/:file', ({ params }) => {
      const id = /^(\d+)\.svg$/.exec(String(params.file))?.[1];
      const model = liveAreaOf(platform).models.find((m) => String(m.modelId) === id);
      return model
        ? new HttpResponse(demoImageSvg(model.name, 240, 240), {
            headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' },
          })
        : new HttpResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
    }),
  ];
}
