import { HttpResponse } from 'msw';

/** The platform's envelope (docs/protocol.md "Responses"), as the demo platform answers it. */
export function ok<T>(value: T, init?: ResponseInit) {
  return HttpResponse.json({ success: true, value }, init);
}

export function refuse(status: number, errorCode: string, message: string) {
  return HttpResponse.json({ success: false, value: null, errorCode, message }, { status });
}
