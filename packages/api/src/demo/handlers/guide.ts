import { http, type HttpHandler } from 'msw';
import { ok } from '../envelope';
import { DEMO_GUIDE, type DemoGuideLanguage } from '../seed/guide';
import type { DemoPlatform } from '../state/platform';

/**
 * The beginner guide (designed call, packages/api/README.md): GET /wps/content/guide?language=, public. Chinese
 * (CN, and TW for want of its own text) and Arabic have their own text; any other language reads the English guide,
 * as a platform falls back to its default language.
 */
function guideLanguage(language: string | null): DemoGuideLanguage {
  const code = (language ?? '').toUpperCase();
  if (code === 'CN' || code === 'TW') return 'CN';
  if (code === 'AR') return 'AR';
  return 'EN';
}

export function guideHandlers(_platform: DemoPlatform): HttpHandler[] {
  return [
    http.get('*/wps/content/guide', ({ request }) => {
      const language = new URL(request.url).searchParams.get('language');
      return ok({ sections: DEMO_GUIDE[guideLanguage(language)] });
    }),
  ];
}
