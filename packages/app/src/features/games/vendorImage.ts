import type { Vendor } from '@atrium/domain/games';

/** A vendor card's picture: the platform's large icon, else its small one (§4 vendor data). */
export function vendorImageOf(vendor: Vendor): string {
  return vendor.largeIcon ?? vendor.smallIcon ?? '';
}
