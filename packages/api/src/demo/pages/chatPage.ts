import { escapeXml } from './icons';

/**
 * The demo chat room (`/__demo/chat?room=…`): where the live show's chat launch leads on the demo platform. Plain HTML
 * and CSS with no script at all, as the demo game (the app runs under a CSP without inline script, and so does this
 * page): "Send" is a form posted to the room's messages, which answer with the room again, its list grown by one.
 * Every text a player typed is escaped, so a message reads as typed (`<b>hi</b>` shows its tags) and never runs.
 */

export const DEMO_CHAT_PATH = '/__demo/chat';
/** Posting a form or JSON `{ room, text }` adds a message; GET `?room=` lists the room's messages as JSON. */
export const DEMO_CHAT_MESSAGES_PATH = '/__demo/chat/messages';
/** A message's length limit, as the form's `maxlength` says. */
export const DEMO_CHAT_MESSAGE_MAX = 200;
/** A room keeps its latest messages only: the demo's memory stays small however long a show runs. */
export const DEMO_CHAT_ROOM_LIMIT = 50;

export interface DemoChatMessage {
  readonly author: string;
  readonly text: string;
  /** Milliseconds since the epoch, on the platform's clock. */
  readonly at: number;
}

export interface DemoChatPageInput {
  readonly room: string;
  readonly title: string;
  /** `#RRGGBB`, checked by the launch. */
  readonly headerColor: string;
  /** Who is writing: the member's nickname, or null for a guest. */
  readonly nickname: string | null;
  readonly messages: readonly DemoChatMessage[];
}

/** The page's own policy: no script, styles only inline, forms only to itself; the app frames it on a phone. */
export const DEMO_CHAT_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

const STYLE = `
  :root { color-scheme: dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; background: #120d24; color: #f5f3ff; }
  header { padding: .5rem 1rem; color: #fff; }
  h1 { margin: 0; font-size: 1.2rem; overflow-wrap: anywhere; }
  main { flex: 1; display: flex; flex-direction: column; gap: .75rem; padding: 1rem; }
  p { margin: 0; color: #c4bdea; }
  ol { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: .5rem; flex: 1; }
  li { padding: .5rem .75rem; border-radius: .75rem; background: #221a40; overflow-wrap: anywhere; }
  .author { font-weight: 700; color: #fde68a; }
  form { display: flex; gap: .5rem; flex-wrap: wrap; }
  label { flex-basis: 100%; font-size: .9rem; }
  input { flex: 1; min-width: 0; font: inherit; padding: .6rem .75rem; border-radius: .5rem; border: 1px solid #6d5fb3;
    background: #0b0818; color: inherit; }
  button { font: inherit; font-weight: 700; padding: .6rem 1.25rem; border: 0; border-radius: 999px; cursor: pointer;
    background: linear-gradient(#fbbf24, #f59e0b); color: #221a40; }
  input:focus-visible, button:focus-visible { outline: 3px solid #fde68a; outline-offset: 2px; }
`;

function page(title: string, body: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeXml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`
  );
}

export function renderDemoChatPage(input: DemoChatPageInput): string {
  const messages = input.messages
    .map(
      (message) =>
        `<li><span class="author">${escapeXml(message.author)}</span>: <span class="text">${escapeXml(message.text)}</span></li>`,
    )
    .join('');
  return page(
    input.title,
    `<header style="background:${escapeXml(input.headerColor)}"><h1>${escapeXml(input.title)}</h1></header>` +
      '<main>' +
      `<p>Hello, ${escapeXml(input.nickname ?? 'guest')}. This page stands in for the chat room on the demo platform.</p>` +
      (input.messages.length === 0 ? '<p>No messages yet. Say hello!</p>' : '') +
      `<ol aria-label="Messages">${messages}</ol>` +
      `<form method="post" action="${DEMO_CHAT_MESSAGES_PATH}">` +
      `<input type="hidden" name="room" value="${escapeXml(input.room)}">` +
      '<label for="chat-message">Message</label>' +
      `<input id="chat-message" name="text" required maxlength="${DEMO_CHAT_MESSAGE_MAX}" autocomplete="off">` +
      '<button type="submit">Send</button></form>' +
      '</main>',
  );
}

/** A link that no longer leads to a room (the demo platform was restarted, or the address was made up). */
export function renderExpiredDemoChatPage(): string {
  return page(
    'Demo chat',
    '<main><h1>Demo chat</h1><p>This chat link has expired. Open the chat again from the site.</p></main>',
  );
}
