import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_MAX_VISIBLE,
  CAROUSEL_SPACING_PX,
  slidesPerWideView,
  type CarouselFocus,
  type CarouselSlide,
  type CarouselStart,
} from './carouselSpec';
import { PauseIcon, SlideContent } from './CarouselParts';
import { PauseButton, Root } from './Carousel.styles';
import { RestBullet, RestPagination, RestSlide, RestTrack, RestViewport } from './CarouselAtRest.styles';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** A scroll that sent no event for this long has ended (for browsers that send no `scrollend`). */
const SCROLL_SETTLE_MS = 150;
/** A press released away from where it began gets no click: the hand-over waits no longer than this for one. */
const CLICK_WAIT_MS = 300;

export interface CarouselAtRestProps {
  readonly slides: readonly CarouselSlide[];
  /** A slide without `href` was pressed: the container decides what opens (as the Carousel's). */
  readonly onSelect?: (index: number) => void;
  /** Pixels between slides: 15 by default (spec §2). */
  readonly spacing?: number;
  /** The carousel's name, already translated; "Banners" by default. */
  readonly label?: string;
  /**
   * The player touched the carousel (pointer down or over it, a touch, focus inside, a key, a bullet) or its first
   * autoplay step is due: fetch the Carousel now.
   */
  readonly onWake: () => void;
  /** The Carousel's code has arrived: the view hands over as soon as no press and no scroll is under way. */
  readonly isCarouselReady: boolean;
  /** Where the Carousel starts, to take this view's place without a visible change. */
  readonly onHandOver: (start: CarouselStart) => void;
}

/** Which control of the view has focus, by the part and index it carries (`data-carousel-part`, `data-index`). */
function focusOf(element: Element): CarouselFocus | null {
  const part = element.closest<HTMLElement>('[data-carousel-part]');
  const index = Number(part?.dataset.index ?? 0);
  switch (part?.dataset.carouselPart) {
    case 'pause':
      return { part: 'pause' };
    case 'bullet':
      return { part: 'bullet', index };
    case 'slide':
      return { part: 'slide', index };
    default:
      return null;
  }
}

/** The slide at the start of the row as it is scrolled (either direction: a right-to-left row scrolls negative). */
function firstInView(track: HTMLElement | null, count: number): number {
  const [first, second] = track ? [...track.children] : [];
  if (!track || !(first instanceof HTMLElement) || !(second instanceof HTMLElement)) return 0;
  const step = Math.abs(second.offsetLeft - first.offsetLeft);
  return step === 0 ? 0 : Math.min(count - 1, Math.round(Math.abs(track.scrollLeft) / step));
}

/**
 * The carousel before anyone touches it: plain markup that looks exactly like the swiper Carousel at rest (the same
 * region, slides, links, bullets and pause button, in the same boxes), so the first screen pays nothing for swiper
 * (issue 33: about 30 ms of script and forced style and layout right after the first paint). The Carousel is wanted
 * (`onWake`) when the player touches it or when its first autoplay step is due (5000 ms after it is shown, with more
 * than one slide, motion not reduced and not paused); it takes this view's place once its code has arrived and no
 * press or scroll is under way (a tap is never lost), starting as `onHandOver` says: the slide shown, the pause
 * state, the control that had focus, the mouse over it, and the move that woke it.
 */
export function CarouselAtRest({
  slides,
  onSelect,
  spacing = CAROUSEL_SPACING_PX,
  label,
  onWake,
  isCarouselReady,
  onHandOver,
}: CarouselAtRestProps) {
  const { t } = useTranslation('ui');
  const isReducedMotion = usePrefersReducedMotion();
  const rootRef = useRef<HTMLElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const scrollTimer = useRef<number | undefined>(undefined);
  /** The move the Carousel makes once started: the autoplay step that was due, or a bullet's slide. */
  const move = useRef<CarouselStart['move']>(null);
  const isPointerOver = useRef(false);
  const [isAwake, setIsAwake] = useState(false);
  const [isPaused, setIsPaused] = useState(false);
  const [shown, setShown] = useState(0);
  const [isPressed, setIsPressed] = useState(false);
  const [isScrolling, setIsScrolling] = useState(false);
  const hasMany = slides.length > 1;
  const isTicking = hasMany && !isReducedMotion && !isPaused && !isAwake;

  const wake = () => setIsAwake(true);
  useEffect(() => {
    if (isAwake) onWake();
  }, [isAwake, onWake]);

  useEffect(() => {
    if (!isTicking) return;
    const timer = window.setTimeout(() => {
      move.current = 'next';
      setIsAwake(true);
    }, CAROUSEL_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [isTicking]);

  useEffect(() => {
    if (!isCarouselReady || isPressed || isScrolling) return;
    const active = document.activeElement;
    const focus = active && rootRef.current?.contains(active) ? focusOf(active) : null;
    // The autoplay step is made only if the carousel would still play: not paused, no focus inside, no mouse over.
    const isHeld = isPaused || focus !== null || isPointerOver.current;
    onHandOver({
      slide: firstInView(trackRef.current, slides.length),
      isPaused,
      focus,
      isPointerOver: isPointerOver.current,
      move: move.current === 'next' && isHeld ? null : move.current,
    });
  }, [isCarouselReady, isPressed, isScrolling, isPaused, slides.length, onHandOver]);

  useEffect(() => () => window.clearTimeout(scrollTimer.current), []);

  if (slides.length === 0) return null;

  const onPointerEnter = (event: ReactPointerEvent) => {
    if (event.pointerType === 'mouse') isPointerOver.current = true;
    wake();
  };
  const onPointerLeave = (event: ReactPointerEvent) => {
    if (event.pointerType === 'mouse') isPointerOver.current = false;
  };
  // A press holds the view until its click has been handled here (a click on a control the swap had just removed
  // would be lost), or until the press ends without one.
  const onPointerDown = () => {
    wake();
    setIsPressed(true);
    let wait: number | undefined;
    const release = () => {
      window.clearTimeout(wait);
      window.removeEventListener('pointerup', onUp, true);
      window.removeEventListener('pointercancel', release, true);
      window.removeEventListener('click', release, true);
      window.setTimeout(() => setIsPressed(false));
    };
    const onUp = () => {
      wait = window.setTimeout(release, CLICK_WAIT_MS);
    };
    window.addEventListener('pointerup', onUp, true);
    window.addEventListener('pointercancel', release, true);
    window.addEventListener('click', release, true);
  };
  const settle = () => {
    window.clearTimeout(scrollTimer.current);
    setIsScrolling(false);
    setShown(firstInView(trackRef.current, slides.length));
  };
  const onScroll = () => {
    setIsScrolling(true);
    window.clearTimeout(scrollTimer.current);
    scrollTimer.current = window.setTimeout(settle, SCROLL_SETTLE_MS);
  };
  const goTo = (index: number) => {
    move.current = index;
    wake();
  };
  const onBulletKey = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    goTo(index);
  };

  return (
    <Root
      ref={rootRef}
      aria-label={label ?? t('Carousel.label')}
      aria-roledescription={t('Carousel.roleDescription')}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onPointerDown={onPointerDown}
      onTouchStart={wake}
      onFocus={wake}
      onKeyDownCapture={wake}
    >
      <RestViewport>
        {/* swiper's row is not announced while it plays by itself (aria-live off), politely otherwise. */}
        <RestTrack
          ref={trackRef}
          $spacing={spacing}
          aria-live={hasMany ? 'off' : 'polite'}
          onScroll={onScroll}
          onScrollEnd={settle}
        >
          {slides.map((slide, index) => (
            <RestSlide
              key={slide.id}
              role="group"
              aria-roledescription={t('Carousel.slideRoleDescription')}
              aria-label={t('Carousel.slideLabel', { index: String(index + 1), slidesLength: String(slides.length) })}
              data-carousel-part="slide"
              data-index={index}
              $perView={slidesPerWideView(slides.length)}
              $spacing={spacing}
            >
              <SlideContent slide={slide} index={index} onSelect={onSelect} />
            </RestSlide>
          ))}
        </RestTrack>
        {hasMany && (
          <RestPagination $isLockedWide={slides.length <= CAROUSEL_MAX_VISIBLE}>
            {slides.map((slide, index) => (
              <RestBullet
                key={slide.id}
                role="button"
                tabIndex={0}
                aria-label={t('Carousel.goTo', { index: String(index + 1) })}
                aria-current={index === Math.min(shown, slides.length - 1) ? 'true' : undefined}
                data-carousel-part="bullet"
                data-index={index}
                onClick={() => goTo(index)}
                onKeyDown={(event) => onBulletKey(event, index)}
              />
            ))}
          </RestPagination>
        )}
      </RestViewport>
      {hasMany && !isReducedMotion && (
        <PauseButton
          type="button"
          aria-label={t('Carousel.pause')}
          aria-pressed={isPaused}
          data-carousel-part="pause"
          onClick={() => setIsPaused(!isPaused)}
        >
          <PauseIcon />
        </PauseButton>
      )}
    </Root>
  );
}
