import { HttpResponse } from 'msw';

/** The platform's envelope (docs/protocol.md "Responses"), as the demo platform answers it. */
export function ok<T>(value: T, init?: ResponseInit) {
  return HttpResponse.json({ success: true, value }, init);
}

/** A refusal; `value` carries what the client may show with it (a limit and what remains, an end date). */
export function refuse(status: number, errorCode: string, message: string, value: unknown = null) {
  return HttpResponse.json({ success: false, value, errorCode, message }, { status });
}
