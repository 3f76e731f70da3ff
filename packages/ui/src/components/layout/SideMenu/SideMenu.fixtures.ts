import { sideMenuItems, type SideMenuItemId } from '@atrium/domain/layout';
import type { SideMenuPromotion } from './SideMenu';

/**
 * Story fixtures built by the domain rule, as the app builds them. (Promotions come from the demo platform's seed
 * inside the stories files: only stories may import @atrium/api/demo, pnpm lint:deps.)
 */

/** Ten promotions: the given ones, repeated under new ids. */
export function manyPromotionsFrom(promotions: readonly SideMenuPromotion[]): readonly SideMenuPromotion[] {
  return Array.from({ length: 10 }, (_, i) => {
    const base = promotions[i % promotions.length] ?? { id: 'PR', title: 'Promotion' };
    return { id: `${base.id}-${i + 1}`, title: `${base.title} ${i + 1}` };
  });
}

/** A member of a brand with every switch on: every entry of §2. */
export const memberItems: readonly SideMenuItemId[] = sideMenuItems({
  switches: { MANPLAYREB3: true, CBS3: true },
  isReferralAvailable: true,
  hasTaskResource: true,
});

/** A guest: referral is a member's offer (availablePromo REFERRAL), the rest as for a member. */
export const guestItems: readonly SideMenuItemId[] = sideMenuItems({
  switches: { MANPLAYREB3: true, CBS3: true },
  isReferralAvailable: false,
  hasTaskResource: true,
});

/** Every conditional entry off. */
export const minimalItems: readonly SideMenuItemId[] = sideMenuItems({
  switches: { MANPLAYREB3: false, CBS3: false },
  isReferralAvailable: false,
  hasTaskResource: false,
});

export const IOS_DOWNLOAD_URL = 'https://download.example.com/ios?lang=EN&token=demo-session-token';
export const ANDROID_DOWNLOAD_URL = 'https://download.example.com/atrium.apk';
export const LANGUAGES: readonly string[] = ['en', 'zh-CN', 'ar'];
