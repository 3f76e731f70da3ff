import type { Vendor } from '@atrium/domain/games';
import { useState } from 'react';
import { Card, Fallback, Image, Media, Name } from './VendorCard.styles';

export interface VendorCardProps {
  readonly vendor: Vendor;
  /** The vendor image (the domain's `vendorImageUrl(imageBase, vendorCode)`, §3). */
  readonly imageUrl: string;
  readonly onOpen: () => void;
}

/** Intrinsic size of a vendor image (2 : 1): reserves its box so nothing shifts while it loads. */
const IMAGE_WIDTH = 240;
const IMAGE_HEIGHT = 120;

/**
 * §2 Home page vendor card (sports, e-sports, cockfight, e-lottery): one button named by the vendor's display name,
 * showing its image (lazy, size reserved; the name alone when the image fails).
 */
export function VendorCard({ vendor, imageUrl, onOpen }: VendorCardProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const hasImage = imageUrl !== '' && failedUrl !== imageUrl;
  return (
    <Card type="button" onClick={onOpen} data-vendor={vendor.vendorCode}>
      <Media>
        {hasImage ? (
          <Image
            src={imageUrl}
            alt=""
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading="lazy"
            decoding="async"
            onError={() => setFailedUrl(imageUrl)}
          />
        ) : (
          <Fallback aria-hidden="true" data-testid="vendor-card-fallback">
            {vendor.vendorCode}
          </Fallback>
        )}
      </Media>
      <Name>{vendor.displayName}</Name>
    </Card>
  );
}
