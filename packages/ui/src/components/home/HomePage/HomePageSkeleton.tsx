import { VisuallyHidden } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Grid, SkeletonCard, SkeletonLine, SkeletonMedia } from '../../games/GameGrid/GameGrid.styles';
import { BannerFrame, Placeholder } from '../HomeBanner/HomeBanner.styles';
import { MenuBar, Page, TitleBar } from './HomePage.styles';

/** §9 home section preview 6. */
const PREVIEW = 6;

/**
 * The home page's first paint while its code and data load: the banner's box, the category menu's row and the first
 * section's skeleton cards, in the same places as the page's own loading state (no shift when it takes over). It
 * imports only styles, so it costs the critical path almost nothing.
 */
export interface HomePageSkeletonProps {
  /** The brand's name, for the page heading (as HomePage). */
  readonly brandName: string;
}

export function HomePageSkeleton({ brandName }: HomePageSkeletonProps) {
  const { t } = useTranslation('ui');
  return (
    <Page aria-busy="true">
      <VisuallyHidden.Root asChild>
        <h1>{t('HomePage.title', { brand: brandName })}</h1>
      </VisuallyHidden.Root>
      <BannerFrame>
        <Placeholder aria-hidden="true" $perView={3} />
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
