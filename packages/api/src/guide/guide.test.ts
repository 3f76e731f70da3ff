import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { hostileAnswer } from '../demo/handlers/hostile';
import { DEMO_GUIDE } from '../demo/seed/guide';
import { DEMO_HOSTILE_SAMPLE } from '../demo/seed/hostile';
import { failure, ok, useDemoPlatform } from '../test/harness';
import { getGuide, guideEndpoint, guideQueryOptions, guideSchema, toGuide } from './index';

const demo = useDemoPlatform({ fresh: 'file' });

describe('§2 Other screens: beginner guide (designed GET /wps/content/guide)', () => {
  it('is public: a guest reads it without a token', () => {
    expect(guideEndpoint).toMatchObject({ method: 'GET', path: '/wps/content/guide', needsToken: false });
  });

  it('gives the seven sections in order, each with numbered steps and where its call to action leads', async () => {
    const guide = await getGuide(demo.clientAs(null), { language: 'EN' });
    expect(guide.sections.map((s) => [s.id, s.action?.kind ?? null])).toEqual([
      ['register', 'register'],
      ['deposit', 'deposit'],
      ['games', 'games'],
      ['rewards', 'promotions'],
      ['withdraw', 'withdraw'],
      ['download', 'download'],
      ['safety', 'help'],
    ]);
    const deposit = guide.sections[1];
    expect(deposit?.title).toBe('Make your first deposit');
    expect(deposit?.steps.map((s) => s.title)).toEqual([
      'Open Deposit',
      'Pick a payment method',
      'Enter the amount and confirm',
    ]);
    expect(deposit?.action).toEqual({ kind: 'deposit', label: null });
    expect(guide.sections[5]?.action).toEqual({ kind: 'download', label: 'Install guides' });
    // The server's HTML is carried as it came: the UI sanitizes it (SafeHtml).
    expect(guide.sections[6]?.steps[0]?.html).toContain('<script>');
  });

  it('answers in Chinese and Arabic with the same section ids; another language reads English', async () => {
    const client = demo.clientAs(null);
    const cn = await getGuide(client, { language: 'CN' });
    const ar = await getGuide(client, { language: 'AR' });
    const vi = await getGuide(client, { language: 'VI' });
    expect(cn.sections[1]?.title).toBe('完成首次存款');
    expect(ar.sections[1]?.title).toBe('قم بأول إيداع');
    expect(vi.sections[1]?.title).toBe('Make your first deposit');
    expect(cn.sections.map((s) => s.id)).toEqual(ar.sections.map((s) => s.id));
  });

  it('keys the query by language and keeps it an hour', () => {
    const options = guideQueryOptions(demo.clientAs(null), { language: 'AR' });
    expect(options.queryKey).toEqual(['guide', 'content', 'AR']);
    expect(options.staleTime).toBe(3_600_000);
  });

  it('an unknown action loses its button, a repeated or unsafe id is dropped; a missing title is malformed', () => {
    const step = { title: 'Step', content: '<p>x</p>' };
    const wire = guideSchema.parse({
      sections: [
        { id: 'vip', title: 'VIP', steps: [step], action: { kind: 'teleport' } },
        { id: 'vip', title: 'Again', steps: [] },
        { id: 'a b"><script>', title: 'Unsafe', steps: [] },
        { id: 'help', title: 'Help', action: { kind: 'help', label: '' } },
      ],
    });
    expect(toGuide(wire).sections).toEqual([
      { id: 'vip', title: 'VIP', icon: '', steps: [{ title: 'Step', html: '<p>x</p>' }], action: null },
      { id: 'help', title: 'Help', icon: '', steps: [], action: { kind: 'help', label: null } },
    ]);
    expect(guideSchema.safeParse({ sections: [{ id: 'x', steps: [] }] }).success).toBe(false);
    expect(guideSchema.parse({})).toEqual({ sections: [] });
  });

  it('malformed data becomes a typed error', async () => {
    demo.server.use(http.get('*/wps/content/guide', () => ok({ sections: [{ id: 3, title: null }] })));
    expect((await failure(getGuide(demo.clientAs(null), { language: 'EN' }))).kind).toBe('malformed');
  });

  it("the demo's hostile scenario reaches the guide's titles and step HTML; ids and action kinds stay", () => {
    const hostile = hostileAnswer({ sections: DEMO_GUIDE.EN }, DEMO_HOSTILE_SAMPLE, 'guide');
    const guide = toGuide(guideSchema.parse(hostile));
    expect(guide.sections.map((s) => s.id)).toEqual(DEMO_GUIDE.EN.map((s) => s.id));
    expect(guide.sections[1]?.action?.kind).toBe('deposit');
    expect(guide.sections[1]?.title).not.toBe('Make your first deposit');
    expect(guide.sections[1]?.steps[0]?.html).not.toBe(DEMO_GUIDE.EN[1]?.steps[0]?.content);
  });
});
