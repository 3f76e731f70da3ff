import { Direction } from 'radix-ui';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { CarouselSlide } from '../../primitives/Carousel/Carousel';
import { ErrorState } from '../../primitives/ErrorState';
import type { HomeFailure, HomeLoadStatus } from '../types';
import { useLazyComponent } from '../useLazyComponent';
import { BannerFrame, Placeholder, PreviewImage, PreviewRow } from './HomeBanner.styles';

/**
 * The carousel (and swiper with it) loads in its own chunk, off the home page's critical path; its box is reserved
 * by a placeholder of the same size, so the page does not move when it arrives (CLS).
 */
const loadCarousel = () => import('../../primitives/Carousel/Carousel').then((m) => m.Carousel);

/**
 * The first banners' images in the placeholder's box, until the carousel's code arrives: the page's largest image
 * starts downloading with the page's data, at high priority, instead of after swiper (Lighthouse LCP). One on a
 * phone, up to 3 from a tablet-wide box, like the carousel; the box stays one image to assistive technology
 * ("Loading banners") and the carousel names each banner when it comes.
 */
export function BannerPreview({ slides }: { readonly slides: readonly Pick<CarouselSlide, 'id' | 'imageUrl'>[] }) {
  return (
    <PreviewRow data-testid="banner-preview">
      {slides.slice(0, 3).map((slide, index) => (
        <PreviewImage key={slide.id} src={slide.imageUrl} alt="" fetchPriority={index === 0 ? 'high' : 'auto'} />
      ))}
    </PreviewRow>
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
 * visible, 15 px apart, pagination only with more than one (all in the Carousel primitive), loaded lazily.
 */
export function HomeBanner({ status, slides, onSelect, errorKey, onRetry, isRetrying }: HomeBannerProps) {
  const { t, i18n } = useTranslation('ui');
  const direction = Direction.useDirection();
  const Carousel = useLazyComponent(loadCarousel);
  if (status === 'error') {
    return <ErrorState messageKey={errorKey} onRetry={onRetry} isRetrying={isRetrying} />;
  }
  if (status === 'ready' && slides.length === 0) return null;
  const placeholder = (
    <Placeholder
      role="img"
      aria-label={t('HomeBanner.loading')}
      aria-busy="true"
      data-testid="banner-placeholder"
      $perView={status === 'ready' ? slides.length : 3}
    >
      {status === 'ready' && <BannerPreview slides={slides} />}
    </Placeholder>
  );
  // Swiper reads the direction, its messages and its (looped) slides once, when it starts: after a language change
  // a swiper started for the old one places its slides for the other direction, leaving a slot empty. A new
  // language, direction or set of banners starts a new one; the frame carries the direction itself, so the new
  // swiper reads the right one even before the page's own attribute has changed.
  const carouselKey = `${i18n.language}|${direction}|${slides.map((slide) => slide.id).join(',')}`;
  return (
    <BannerFrame dir={direction}>
      {status === 'loading' || !Carousel
        ? placeholder
        : createElement(Carousel, { key: carouselKey, slides, onSelect })}
    </BannerFrame>
  );
}
