import { DEFAULT_SEED, seedAnnouncements } from '@atrium/api/demo';
import { sideMenuItems, type SideMenuItemId } from '@atrium/domain';
import type { SideMenuPromotion } from './SideMenu';

/** Story fixtures from the demo platform's seed (CONVENTIONS.md "Fixtures come from the demo platform"). */
const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);

export const demoPromotions: readonly SideMenuPromotion[] = seedAnnouncements(DEFAULT_SEED, NOW).promotions.map(
  ({ id, title }) => ({ id, title }),
);

/** Ten promotions: the seed's, repeated under new ids. */
export const manyPromotions: readonly SideMenuPromotion[] = Array.from({ length: 10 }, (_, i) => {
  const base = demoPromotions[i % demoPromotions.length] ?? { id: 'PR', title: 'Promotion' };
  return { id: `${base.id}-${i + 1}`, title: `${base.title} ${i + 1}` };
});

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
