import { Direction } from 'radix-ui';
import { createElement, useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { CarouselProps } from '../../primitives/Carousel/Carousel';
import { CarouselAtRest } from '../../primitives/Carousel/CarouselAtRest';
import type { CarouselSlide, CarouselStart } from '../../primitives/Carousel/carouselSpec';
import { ErrorState } from '../../primitives/ErrorState';
import type { HomeFailure, HomeLoadStatus } from '../types';
import { useLazyComponent } from '../useLazyComponent';
import { BannerFrame, Placeholder } from './HomeBanner.styles';

// The skeleton's preview (HomePageSkeleton imports it from here) is a module of its own: the skeleton is on the
// start-up path, and importing it must not bring the banner itself (the view at rest) there.
export { BannerPreview } from './BannerPreview';

/**
 * The carousel (and swiper with it) is a chunk of its own, fetched only when the banner wakes (touched, or its first
 * autoplay step due: CarouselAtRest), never at start: until then the banner is plain markup that looks the same.
 */
const loadCarousel = () => import('../../primitives/Carousel/Carousel').then((m) => m.Carousel);

/** Fetches the Carousel's code while it is mounted and hands it up when it arrives (offline: again when online). */
function CarouselCode({ onLoad }: { readonly onLoad: (carousel: ComponentType<CarouselProps>) => void }) {
  const Carousel = useLazyComponent(loadCarousel);
  useEffect(() => {
    if (Carousel) onLoad(Carousel);
  }, [Carousel, onLoad]);
  return null;
}

interface HandOver {
  /** The carousel's key when the view at rest handed over: a carousel started for another key starts afresh. */
  readonly key: string;
  readonly start: CarouselStart;
}

/**
 * The banner at rest until it wakes, then the swiper Carousel in its place once the code is here, started where the
 * view at rest was (same slide, pause state, focus): the player sees no change.
 */
function BannerCarousel({
  slides,
  onSelect,
  carouselKey,
}: {
  readonly slides: readonly CarouselSlide[];
  readonly onSelect?: (index: number) => void;
  readonly carouselKey: string;
}) {
  const [isWanted, setIsWanted] = useState(false);
  const [Carousel, setCarousel] = useState<ComponentType<CarouselProps> | null>(null);
  const [handOver, setHandOver] = useState<HandOver | null>(null);
  const onWake = useCallback(() => setIsWanted(true), []);
  const onLoad = useCallback((loaded: ComponentType<CarouselProps>) => setCarousel(() => loaded), []);
  const onHandOver = useCallback((start: CarouselStart) => setHandOver({ key: carouselKey, start }), [carouselKey]);
  if (Carousel && handOver) {
    const start = handOver.key === carouselKey ? handOver.start : undefined;
    return createElement(Carousel, { key: carouselKey, slides, onSelect, start });
  }
  return (
    <>
      {isWanted && <CarouselCode onLoad={onLoad} />}
      <CarouselAtRest
        slides={slides}
        onSelect={onSelect}
        onWake={onWake}
        isCarouselReady={Carousel !== null}
        onHandOver={onHandOver}
      />
    </>
  );
}

export interface HomeBannerProps extends HomeFailure {
  readonly status: HomeLoadStatus;
  /** The w_home banners (CarouselSlide: a safe `href` opens it; otherwise `onSelect`). */
  readonly slides: readonly CarouselSlide[];
  /** A banner without a link was pressed (a game, a promotion): the container decides. */
  readonly onSelect?: (index: number) => void;
}

/**
 * §2 Home page banner carousel: loop, autoplay 5000 ms and speed 1000 ms only with more than one banner, up to 3
 * visible, 15 px apart, pagination only with more than one (all in the Carousel primitive). Loading: a placeholder of
 * the carousel's size (the page does not move when it is ready). Ready: the carousel at rest, and swiper only once the
 * player touches it or its first autoplay step is due.
 */
export function HomeBanner({ status, slides, onSelect, errorKey, onRetry, isRetrying }: HomeBannerProps) {
  const { t, i18n } = useTranslation('ui');
  const direction = Direction.useDirection();
  if (status === 'error') {
    return <ErrorState messageKey={errorKey} onRetry={onRetry} isRetrying={isRetrying} />;
  }
  if (status === 'ready' && slides.length === 0) return null;
  // Swiper reads the direction, its messages and its (looped) slides once, when it starts: after a language change
  // a swiper started for the old one places its slides for the other direction, leaving a slot empty. A new
  // language, direction or set of banners starts a new one; the frame carries the direction itself, so the new
  // swiper reads the right one even before the page's own attribute has changed.
  const carouselKey = `${i18n.language}|${direction}|${slides.map((slide) => slide.id).join(',')}`;
  return (
    <BannerFrame dir={direction}>
      {status === 'loading' ? (
        <Placeholder
          role="img"
          aria-label={t('HomeBanner.loading')}
          aria-busy="true"
          data-testid="banner-placeholder"
          $perView={3}
        />
      ) : (
        <BannerCarousel slides={slides} onSelect={onSelect} carouselKey={carouselKey} />
      )}
    </BannerFrame>
  );
}
