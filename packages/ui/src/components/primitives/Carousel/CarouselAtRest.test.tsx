import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n';
import { defaultBrand, ThemeRoot } from '../../../theme';
import { CAROUSEL_AUTOPLAY_MS, type CarouselSlide, type CarouselStart } from './carouselSpec';
import { CarouselAtRest } from './CarouselAtRest';
import { emulateReducedMotion } from '../../../stories/reducedMotion';

// The first autoplay step is 5 s away: fake timers reach it at once, which a story cannot (it would wait 5 s, and a
// story never waits a fixed time). The view's other behaviours have stories (Home/HomeBanner).

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const slides: readonly CarouselSlide[] = [1, 2, 3].map((n) => ({
  id: n,
  imageUrl: `/banner/${n}.svg`,
  title: `Banner ${n}`,
}));

let root: Root | undefined;
let restoreMatchMedia: (() => void) | undefined;

/** The visitor's motion setting, as `window.matchMedia` answers the reduced-motion query. */
function prefersReducedMotion(isReduced: boolean) {
  restoreMatchMedia = emulateReducedMotion(isReduced);
}

interface Rendered {
  readonly onWake: ReturnType<typeof vi.fn>;
  readonly onHandOver: ReturnType<typeof vi.fn<(start: CarouselStart) => void>>;
  readonly onSelect: ReturnType<typeof vi.fn>;
  /** Renders again with the Carousel's code there (or not). */
  readonly setCarouselReady: (isReady: boolean) => void;
}

async function renderAtRest(shown: readonly CarouselSlide[] = slides): Promise<Rendered> {
  const i18n = await createI18n({ locale: 'en' });
  const onWake = vi.fn();
  const onHandOver = vi.fn<(start: CarouselStart) => void>();
  const onSelect = vi.fn();
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  const render = (isCarouselReady: boolean) =>
    act(() =>
      root?.render(
        <I18nextProvider i18n={i18n}>
          <ThemeRoot brand={defaultBrand} mode="dark">
            <CarouselAtRest
              slides={shown}
              onSelect={onSelect}
              onWake={onWake}
              isCarouselReady={isCarouselReady}
              onHandOver={onHandOver}
            />
          </ThemeRoot>
        </I18nextProvider>,
      ),
    );
  render(false);
  return { onWake, onHandOver, onSelect, setCarouselReady: render };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const buttonNamed = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('button, [role="button"]')].find(
    (element) => element.getAttribute('aria-label') === name || element.querySelector(`img[alt="${name}"]`),
  )!;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  restoreMatchMedia?.();
  restoreMatchMedia = undefined;
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('§2 Home page banner at rest (issue 33): swiper is fetched when the first autoplay step is due', () => {
  it('5000 ms after it is shown, with more than one banner, and then makes that step', async () => {
    const { onWake, onHandOver, setCarouselReady } = await renderAtRest();
    advance(CAROUSEL_AUTOPLAY_MS - 1);
    expect(onWake).not.toHaveBeenCalled();
    advance(1);
    expect(onWake).toHaveBeenCalledTimes(1);
    setCarouselReady(true);
    expect(onHandOver).toHaveBeenCalledWith({
      slide: 0,
      isPaused: false,
      focus: null,
      isPointerOver: false,
      move: 'next',
    } satisfies CarouselStart);
  });

  it('never by itself with one banner (no autoplay)', async () => {
    const { onWake } = await renderAtRest(slides.slice(0, 1));
    advance(CAROUSEL_AUTOPLAY_MS * 4);
    expect(onWake).not.toHaveBeenCalled();
  });

  it('never by itself under reduced motion (no autoplay)', async () => {
    prefersReducedMotion(true);
    const { onWake } = await renderAtRest();
    advance(CAROUSEL_AUTOPLAY_MS * 4);
    expect(onWake).not.toHaveBeenCalled();
  });

  it('never by itself while paused; swiper then starts paused, without the step', async () => {
    const { onWake, onHandOver, setCarouselReady } = await renderAtRest();
    act(() => buttonNamed('Pause banners').click());
    advance(CAROUSEL_AUTOPLAY_MS * 4);
    expect(onWake).not.toHaveBeenCalled();
    act(() => buttonNamed('Pause banners').focus());
    expect(onWake).toHaveBeenCalledTimes(1);
    setCarouselReady(true);
    expect(onHandOver).toHaveBeenCalledWith({
      slide: 0,
      isPaused: true,
      focus: { part: 'pause' },
      isPointerOver: false,
      move: null,
    } satisfies CarouselStart);
  });
});

describe('§2 Home page banner at rest (issue 33): the hand-over to swiper', () => {
  it('waits for a press to end in its click (the tap is handled here, never lost)', async () => {
    const { onWake, onHandOver, onSelect, setCarouselReady } = await renderAtRest();
    const banner = buttonNamed('Banner 2');
    act(() => {
      banner.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    });
    expect(onWake).toHaveBeenCalledTimes(1);
    setCarouselReady(true);
    advance(50);
    expect(onHandOver).not.toHaveBeenCalled();
    act(() => {
      banner.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'touch' }));
      banner.focus();
      banner.click();
    });
    expect(onSelect).toHaveBeenCalledWith(1);
    expect(onHandOver).not.toHaveBeenCalled();
    advance(0);
    expect(onHandOver).toHaveBeenCalledWith(
      expect.objectContaining({ focus: { part: 'slide', index: 1 }, move: null, isPaused: false }),
    );
  });

  it('a bullet pressed by key at rest: swiper goes to its banner, focus on that bullet', async () => {
    const { onWake, onHandOver, setCarouselReady } = await renderAtRest();
    const bullet = buttonNamed('Go to banner 3');
    act(() => bullet.focus());
    expect(onWake).toHaveBeenCalledTimes(1);
    act(() => {
      bullet.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    setCarouselReady(true);
    expect(onHandOver).toHaveBeenCalledWith(
      expect.objectContaining({ slide: 0, focus: { part: 'bullet', index: 2 }, move: 2 }),
    );
  });

  it('the autoplay step is not made when focus has come inside meanwhile (autoplay waits for it)', async () => {
    const { onHandOver, setCarouselReady } = await renderAtRest();
    advance(CAROUSEL_AUTOPLAY_MS);
    act(() => buttonNamed('Banner 1').focus());
    setCarouselReady(true);
    expect(onHandOver).toHaveBeenCalledWith(
      expect.objectContaining({ focus: { part: 'slide', index: 0 }, move: null }),
    );
  });
});
