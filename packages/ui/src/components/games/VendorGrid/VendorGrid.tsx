import { usesLargeVendorLayout, type Vendor } from '@atrium/domain/games';
import { VisuallyHidden } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { VendorCard } from '../VendorCard';
import { Grid, SkeletonCard } from './VendorGrid.styles';

/** Skeleton cards while the vendors load. */
const SKELETON_COUNT = 6;

export interface VendorGridProps {
  readonly vendors: readonly Vendor[];
  /** Each vendor's image (the domain's `vendorImageUrl`). */
  readonly imageUrlOf: (vendor: Vendor) => string;
  readonly onOpen: (vendor: Vendor) => void;
  readonly isLoading?: boolean;
  /** The id of the heading that names the grid. */
  readonly labelledBy?: string;
}

/**
 * A list of vendor cards (§2 vendor-style types; the game centres). Over 10 vendors it switches to the large
 * layout (§9, the domain's `usesLargeVendorLayout`): more, smaller cards per row, marked `data-layout="large"`.
 */
export function VendorGrid({ vendors, imageUrlOf, onOpen, isLoading = false, labelledBy }: VendorGridProps) {
  const { t } = useTranslation('ui');
  if (isLoading) {
    return (
      <Grid aria-labelledby={labelledBy} aria-busy="true" data-loading="true" $isLarge={false}>
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <li key={i}>
            {i === 0 && <VisuallyHidden.Root>{t('VendorGrid.loading')}</VisuallyHidden.Root>}
            <SkeletonCard aria-hidden="true" />
          </li>
        ))}
      </Grid>
    );
  }
  if (vendors.length === 0) return null;
  const isLarge = usesLargeVendorLayout(vendors.length);
  return (
    <Grid aria-labelledby={labelledBy} data-layout={isLarge ? 'large' : 'regular'} $isLarge={isLarge}>
      {vendors.map((vendor) => (
        <li key={`${vendor.gameType}:${vendor.vendorCode}`}>
          <VendorCard vendor={vendor} imageUrl={imageUrlOf(vendor)} onOpen={() => onOpen(vendor)} />
        </li>
      ))}
    </Grid>
  );
}
