import { safeLinkTarget } from '@atrium/domain/links';
import { VisuallyHidden } from 'radix-ui';
import { useEffect, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import { useLinkComponent } from '../../../navigation/LinkProvider';
import { fixedTokens } from '../../../theme/tokens';
import { PauseButton, Root, SlideButton, SlideFrame, SlideImage } from './Carousel.styles';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** Spec §2 Home page banner: autoplay every 5000 ms, 1000 ms transitions, up to 3 visible, 15 px apart. */
export const CAROUSEL_AUTOPLAY_MS = 5000;
export const CAROUSEL_SPEED_MS = 1000;
export const CAROUSEL_MAX_VISIBLE = 3;
export const CAROUSEL_SPACING_PX = 15;

export interface CarouselSlide {
  readonly id: string | number;
  readonly imageUrl: string;
  /** The banner's title: the image's alternative text and the slide's accessible name. */
  readonly title: string;
  /**
   * A link target from the server, checked with the domain's `safeLinkTarget`: internal paths use the app's router
   * link, external ones open in a new window without opener or referrer; a refused target leaves the banner
   * without a link (never a javascript: link).
   */
  readonly href?: string | null;
}

export interface CarouselProps {
  readonly slides: readonly CarouselSlide[];
  /** A slide without `href` was pressed (promotion, game…): the container decides what opens. */
  readonly onSelect?: (index: number) => void;
  /** Pixels between slides: 15 by default (spec §2), 0 in classify. */
  readonly spacing?: number;
  /** The carousel's name, already translated; "Banners" by default. */
  readonly label?: string;
}

/** Up to 3 per view from a tablet-wide carousel (measured on the carousel itself, 1 on phones). */
const TABLET_PX = Number.parseInt(fixedTokens.breakpoint.tablet, 10);

/**
 * The banner carousel (swiper). With more than one slide: loop, autoplay every 5 s at 1 s per transition, and
 * pagination. Autoplay stops while focus is inside (keyboard users), while the pointer is over it, when the pause
 * button is pressed (WCAG 2.2.2), and entirely under reduced motion, where transitions are instant too.
 */
export function Carousel({ slides, onSelect, spacing = CAROUSEL_SPACING_PX, label }: CarouselProps) {
  const { t } = useTranslation('ui');
  const Link = useLinkComponent();
  const isReducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [hasFocus, setHasFocus] = useState(false);
  const [isPaused, setIsPaused] = useState(false);
  const hasMany = slides.length > 1;
  const shouldPlay = hasMany && !isReducedMotion && !hasFocus && !isPaused;

  useEffect(() => {
    if (!swiper || swiper.destroyed || !swiper.autoplay) return;
    if (shouldPlay && !swiper.autoplay.running) swiper.autoplay.start();
    if (!shouldPlay && swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, shouldPlay]);

  if (slides.length === 0) return null;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHasFocus(false);
  };

  const slideContent = (slide: CarouselSlide, index: number) => {
    const image = <SlideImage src={slide.imageUrl} alt={slide.title} loading={index === 0 ? 'eager' : 'lazy'} />;
    if (slide.href) {
      const target = safeLinkTarget(slide.href);
      if (target?.kind === 'internal') {
        return (
          <SlideFrame as={Link} href={target.path}>
            {image}
          </SlideFrame>
        );
      }
      if (target?.kind === 'external') {
        return (
          <SlideFrame as="a" href={target.url} target="_blank" rel="noopener noreferrer">
            {image}
            <VisuallyHidden.Root>{t('Carousel.newWindow')}</VisuallyHidden.Root>
          </SlideFrame>
        );
      }
      return <SlideFrame>{image}</SlideFrame>;
    }
    if (onSelect) {
      return (
        <SlideButton type="button" onClick={() => onSelect(index)}>
          {image}
        </SlideButton>
      );
    }
    return <SlideFrame>{image}</SlideFrame>;
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
        loop={hasMany}
        speed={isReducedMotion ? 0 : CAROUSEL_SPEED_MS}
        autoplay={
          hasMany ? { delay: CAROUSEL_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false
        }
        slidesPerView={1}
        breakpointsBase="container"
        breakpoints={{ [TABLET_PX]: { slidesPerView: Math.min(CAROUSEL_MAX_VISIBLE, slides.length) } }}
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
          <SwiperSlide key={slide.id}>{slideContent(slide, index)}</SwiperSlide>
        ))}
      </Swiper>
      {hasMany && !isReducedMotion && (
        <PauseButton
          type="button"
          aria-label={t('Carousel.pause')}
          aria-pressed={isPaused}
          onClick={() => setIsPaused(!isPaused)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" focusable="false">
            <path d="M8 5v14M16 5v14" />
          </svg>
        </PauseButton>
      )}
    </Root>
  );
}
