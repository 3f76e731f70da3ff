export {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_MAX_VISIBLE,
  CAROUSEL_SPACING_PX,
  CAROUSEL_SPEED_MS,
  Carousel,
  type CarouselProps,
  type CarouselSlide,
} from './Carousel';
