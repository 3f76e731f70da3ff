import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import { fixedTokens } from '../../../theme/tokens';
import {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_SPACING_PX,
  CAROUSEL_SPEED_MS,
  slidesPerWideView,
  type CarouselFocus,
  type CarouselSlide,
  type CarouselStart,
} from './carouselSpec';
import { PauseIcon, SlideContent } from './CarouselParts';
import { PauseButton, Root } from './Carousel.styles';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_MAX_VISIBLE,
  CAROUSEL_SPACING_PX,
  CAROUSEL_SPEED_MS,
  type CarouselFocus,
  type CarouselSlide,
  type CarouselStart,
} from './carouselSpec';

export interface CarouselProps {
  readonly slides: readonly CarouselSlide[];
  /** A slide without `href` was pressed (promotion, game…): the container decides what opens. */
  readonly onSelect?: (index: number) => void;
  /** Pixels between slides: 15 by default (spec §2), 0 in classify. */
  readonly spacing?: number;
  /** The carousel's name, already translated; "Banners" by default. */
  readonly label?: string;
  /** Taking over from the view at rest (CarouselAtRest): where and how to start; read once, when swiper starts. */
  readonly start?: CarouselStart;
}

/** Up to 3 per view from a tablet-wide carousel (measured on the carousel itself, 1 on phones). */
const TABLET_PX = Number.parseInt(fixedTokens.breakpoint.tablet, 10);

/** The control of a started swiper that is the same as `focus` in the view at rest. */
function controlOf(swiper: SwiperInstance, pause: HTMLElement | null, focus: CarouselFocus): HTMLElement | null {
  if (focus.part === 'pause') return pause;
  if (focus.part === 'bullet') return swiper.pagination?.bullets?.[focus.index] ?? null;
  const slide = swiper.slides.find((el) => el.dataset.swiperSlideIndex === String(focus.index));
  return slide?.querySelector<HTMLElement>('a[href], button') ?? null;
}

/**
 * Focus on `control` without swiper's own answer to it, which brings a focused slide to the first place: the player
 * is already looking at this one (its "clicked" flag, which a press sets for the same reason).
 */
function focusInPlace(swiper: SwiperInstance, control: HTMLElement) {
  const wasClicked = swiper.a11y.clicked;
  swiper.a11y.clicked = true;
  control.focus({ preventScroll: true });
  swiper.a11y.clicked = wasClicked;
}

/**
 * The banner carousel (swiper). With more than one slide: loop, autoplay every 5 s at 1 s per transition, and
 * pagination. Autoplay stops while focus is inside (keyboard users), while the pointer is over it, when the pause
 * button is pressed (WCAG 2.2.2), and entirely under reduced motion, where transitions are instant too.
 */
export function Carousel({ slides, onSelect, spacing = CAROUSEL_SPACING_PX, label, start }: CarouselProps) {
  const { t } = useTranslation('ui');
  const isReducedMotion = usePrefersReducedMotion();
  const pauseRef = useRef<HTMLButtonElement>(null);
  const [begin] = useState(start);
  const startedSwiper = useRef<SwiperInstance | null>(null);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [hasFocus, setHasFocus] = useState(false);
  const [isPaused, setIsPaused] = useState(begin?.isPaused ?? false);
  const hasMany = slides.length > 1;
  const shouldPlay = hasMany && !isReducedMotion && !hasFocus && !isPaused;

  useEffect(() => {
    if (!swiper || swiper.destroyed || !swiper.autoplay) return;
    if (shouldPlay && !swiper.autoplay.running) swiper.autoplay.start();
    if (!shouldPlay && swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, shouldPlay]);

  // Taking over from the view at rest, before the first paint: nothing the player sees or holds may change.
  useLayoutEffect(() => {
    if (!swiper || swiper.destroyed || !begin || startedSwiper.current === swiper) return;
    startedSwiper.current = swiper;
    if (begin.isPointerOver && hasMany) {
      // The mouse entered the view at rest, so swiper never sees it enter: tell its autoplay (pauseOnMouseEnter),
      // as its own listener would hear it; leaving resumes it as usual.
      swiper.el.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    }
    const control = begin.focus ? controlOf(swiper, pauseRef.current, begin.focus) : null;
    // Focus went with the view at rest (its control left the page): the same control takes it, unless the player
    // has put it somewhere else meanwhile.
    if (control && (document.activeElement === null || document.activeElement === document.body)) {
      focusInPlace(swiper, control);
    }
    const { move } = begin;
    if (move === null) return;
    // After the first frame, so that the swap itself is still and the move is a transition.
    requestAnimationFrame(() => {
      if (swiper.destroyed) return;
      if (move === 'next') swiper.slideNext();
      else swiper.slideToLoop(move);
    });
  }, [swiper, begin, hasMany]);

  if (slides.length === 0) return null;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHasFocus(false);
  };

  return (
    <Root
      aria-label={label ?? t('Carousel.label')}
      aria-roledescription={t('Carousel.roleDescription')}
      onFocus={() => setHasFocus(true)}
      onBlur={onBlur}
    >
      <Swiper
        modules={[A11y, Autoplay, Pagination]}
        onSwiper={setSwiper}
        initialSlide={begin?.slide ?? 0}
        loop={hasMany}
        speed={isReducedMotion ? 0 : CAROUSEL_SPEED_MS}
        autoplay={
          hasMany ? { delay: CAROUSEL_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false
        }
        slidesPerView={1}
        breakpointsBase="container"
        breakpoints={{ [TABLET_PX]: { slidesPerView: slidesPerWideView(slides.length) } }}
        spaceBetween={spacing}
        pagination={hasMany ? { clickable: true } : false}
        a11y={{
          enabled: true,
          prevSlideMessage: t('Carousel.previous'),
          nextSlideMessage: t('Carousel.next'),
          firstSlideMessage: t('Carousel.first'),
          lastSlideMessage: t('Carousel.last'),
          paginationBulletMessage: t('Carousel.goTo', { index: '{{index}}' }),
          slideLabelMessage: t('Carousel.slideLabel', { index: '{{index}}', slidesLength: '{{slidesLength}}' }),
          itemRoleDescriptionMessage: t('Carousel.slideRoleDescription'),
          containerMessage: null,
          containerRoleDescriptionMessage: null,
        }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.id}>
            <SlideContent slide={slide} index={index} onSelect={onSelect} />
          </SwiperSlide>
        ))}
      </Swiper>
      {hasMany && !isReducedMotion && (
        <PauseButton
          ref={pauseRef}
          type="button"
          aria-label={t('Carousel.pause')}
          aria-pressed={isPaused}
          onClick={() => setIsPaused(!isPaused)}
        >
          <PauseIcon />
        </PauseButton>
      )}
    </Root>
  );
}
