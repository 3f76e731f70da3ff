import { http, HttpResponse, type HttpHandler } from 'msw';
import { ok, refuse } from '../envelope';
import { isResponse, requireAccount } from '../http';
import { demoImageSvg } from '../seed/announcements';
import { randomAlphanumeric, seededRandom } from '../seed/random';
import type { DemoAccount } from '../state/accounts';
import type { DemoPlatform } from '../state/platform';

/** Where the demo's chat room lives (the address the chat launch answers). */
export const DEMO_CHAT_PATH = '/__demo/chat';

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
  readonly rooms: Map<string, { accountId: string | null; title: string; headerColor: string }>;
}

function liveAreaOf(platform: DemoPlatform): LiveArea {
  return platform.area('live', () => ({
    models: seedLiveModels(platform.seed),
    random: seededRandom(platform.seed ^ 0xc4a7),
    rooms: new Map(),
  }));
}

const badRequest = (message: string) => refuse(400, 'request_param_err', message);

const escapeHtml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c] ?? c);

/** GET /wps/relay/CBS_modelList, GET /wps/relay/CBS_launchChat, the chat page and the avatars. */
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
      area.rooms.set(room, { accountId: account?.id ?? null, title, headerColor: query.headerColor ?? '#000000' });
      return ok({ chatUrl: `${DEMO_CHAT_PATH}?room=${room}` });
    }),

    http.get(`*${DEMO_CHAT_PATH}`, ({ request }) => {
      const room = liveAreaOf(platform).rooms.get(new URL(request.url).searchParams.get('room') ?? '');
      const account = room?.accountId ? platform.accountById(room.accountId) : null;
      const title = room?.title ?? 'Demo chat';
      const body = room
        ? `<header style="background:${room.headerColor};color:#fff;padding:8px"><h1>${escapeHtml(title)}</h1></header>` +
          `<p>Hello, ${escapeHtml(account?.nickname ?? 'guest')}. This page stands in for the chat room on the demo ` +
          'platform.</p>'
        : '<h1>Demo chat</h1><p>This chat link has expired. Open the chat again from the site.</p>';
      return new HttpResponse(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
          `<title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`,
        { status: room ? 200 : 403, headers: { 'Content-Type': 'text/html; charset=utf-8' } },
      );
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
