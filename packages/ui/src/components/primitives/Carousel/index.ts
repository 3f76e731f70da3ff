// CarouselAtRest is imported from its own module (./CarouselAtRest), never through here: this index brings swiper.
export {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_MAX_VISIBLE,
  CAROUSEL_SPACING_PX,
  CAROUSEL_SPEED_MS,
  Carousel,
  type CarouselFocus,
  type CarouselProps,
  type CarouselSlide,
  type CarouselStart,
} from './Carousel';
