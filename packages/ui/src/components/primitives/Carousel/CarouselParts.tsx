import { safeLinkTarget } from '@atrium/domain/links';
import { VisuallyHidden } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useLinkComponent } from '../../../navigation/LinkProvider';
import type { CarouselSlide } from './carouselSpec';
import { SlideButton, SlideFrame, SlideImage } from './Carousel.styles';

/**
 * One banner as both views of the carousel show it (swiper's and the one at rest), so the swap between them changes
 * nothing: an internal link through the app's router link, an external one in a new window (said to assistive
 * technology), a button handing the index to the container, or a plain frame. The image's alternative text is the
 * title; the first image is the page's largest paint, so it loads at once and first.
 */
export function SlideContent({
  slide,
  index,
  onSelect,
}: {
  readonly slide: CarouselSlide;
  readonly index: number;
  readonly onSelect?: (index: number) => void;
}) {
  const { t } = useTranslation('ui');
  const Link = useLinkComponent();
  const isFirst = index === 0;
  const image = (
    <SlideImage
      src={slide.imageUrl}
      alt={slide.title}
      loading={isFirst ? 'eager' : 'lazy'}
      fetchPriority={isFirst ? 'high' : 'auto'}
    />
  );
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
}

/** The pause button's two bars (its name is the button's label). */
export function PauseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" focusable="false">
      <path d="M8 5v14M16 5v14" />
    </svg>
  );
}
