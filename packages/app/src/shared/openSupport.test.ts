import { describe, expect, it, vi } from 'vitest';
import { safeLinkTarget } from '@atrium/domain/links';
import { openSupport, SUPPORT_WINDOW_FEATURES } from './openSupport';

describe('§9 "Service window 440x750": customer service opens in a small window of its own', () => {
  it('the window is 440 wide, 750 high, without an opener or referrer', () => {
    const features = new Map(
      SUPPORT_WINDOW_FEATURES.split(',').map((part) => {
        const [key = '', value = 'yes'] = part.split('=');
        return [key.trim(), value.trim()] as const;
      }),
    );
    expect(features.get('width')).toBe('440');
    expect(features.get('height')).toBe('750');
    expect(features.has('noopener')).toBe(true);
    expect(features.has('noreferrer')).toBe(true);
  });

  it('an internal path opens as the path, an external link as its URL, always in the one support window', () => {
    const open = vi.fn<typeof window.open>(() => null);
    openSupport({ kind: 'internal', path: '/__demo/support' }, open);
    const external = safeLinkTarget('https://chat.example.com/room?id=7');
    if (!external) throw new Error('the fixture link is safe');
    openSupport(external, open);
    expect(open.mock.calls).toEqual([
      ['/__demo/support', 'atrium-support', SUPPORT_WINDOW_FEATURES],
      ['https://chat.example.com/room?id=7', 'atrium-support', SUPPORT_WINDOW_FEATURES],
    ]);
  });
});
