import type { CarouselSlide } from '../../primitives/Carousel/carouselSpec';
import { PreviewImage, PreviewRow } from './HomeBanner.styles';

/**
 * The first banners' images in the banner's box while the page's code is on its way (HomePageSkeleton): the page's
 * largest image starts downloading with the page's data, at high priority (Lighthouse LCP). One on a phone, up to 3
 * from a tablet-wide box, like the carousel; the box stays one image to assistive technology and the banner names
 * each slide when it comes.
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
