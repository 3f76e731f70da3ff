import { VisuallyHidden } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Grid, SkeletonCard, SkeletonLine, SkeletonMedia } from '../../games/GameGrid/GameGrid.styles';
import type { CarouselSlide } from '../../primitives/Carousel/Carousel';
import { BannerPreview } from '../HomeBanner/HomeBanner';
import { BannerFrame, Placeholder } from '../HomeBanner/HomeBanner.styles';
import { MenuBar, Page, TitleBar } from './HomePage.styles';

/** §9 home section preview 6. */
const PREVIEW = 6;

/**
 * The home page's first paint while its code and data load: the banner's box, the category menu's row and the first
 * section's skeleton cards, in the same places as the page's own loading state (no shift when it takes over), and the
 * first banners' images when they are known. It imports only styles and the banner preview (no carousel), so it costs
 * the critical path almost nothing.
 */
export interface HomePageSkeletonProps {
  /** The brand's name, for the page heading (as HomePage). */
  readonly brandName: string;
  /**
   * The w_home banners when they are already known (the announcements are asked for at start): their images show in
   * the banner's box at once, exactly as the page's own preview shows them, so the page's largest paint does not wait
   * for the page's code. Absent or empty: the plain placeholder.
   */
  readonly bannerSlides?: readonly Pick<CarouselSlide, 'id' | 'imageUrl'>[];
}

export function HomePageSkeleton({ brandName, bannerSlides = [] }: HomePageSkeletonProps) {
  const { t } = useTranslation('ui');
  return (
    <Page aria-busy="true">
      <VisuallyHidden.Root asChild>
        <h1>{t('HomePage.title', { brand: brandName })}</h1>
      </VisuallyHidden.Root>
      <BannerFrame>
        <Placeholder aria-hidden="true" $perView={bannerSlides.length > 0 ? bannerSlides.length : 3}>
          {bannerSlides.length > 0 && <BannerPreview slides={bannerSlides} />}
        </Placeholder>
      </BannerFrame>
      <MenuBar aria-hidden="true" />
      <TitleBar aria-hidden="true" />
      <Grid aria-hidden="true">
        {Array.from({ length: PREVIEW }, (_, i) => (
          <li key={i}>
            <SkeletonCard>
              <SkeletonMedia />
              <SkeletonLine />
              <SkeletonLine $isShort />
            </SkeletonCard>
          </li>
        ))}
      </Grid>
    </Page>
  );
}
