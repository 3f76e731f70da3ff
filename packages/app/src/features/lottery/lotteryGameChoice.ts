import { isApiError } from '@atrium/api/errors';
import type { VendorCatalogue } from '@atrium/domain/games';
import { LOTTERY_ROUTE_BY_VENDOR } from '@atrium/domain/launch';

/**
 * Whether `code` is a lottery vendor's own game code: the code its vendor card (or /elott, §4 "Choosing e-lottery
 * launches its first vendor") opens the lottery page with (§2 "TCG_LOTTO_VN goes to /vnLottery (query gameCode)").
 * Such a code names the vendor's whole lobby, not one game with draws of its own, so the page opens as if no game
 * were asked for, and the lobby launch names no game.
 */
export function isLotteryVendorCode(catalogue: VendorCatalogue, code: string): boolean {
  return Object.values(catalogue).some((category) =>
    category.vendors.some(
      (vendor) => vendor.gameCode === code && Object.hasOwn(LOTTERY_ROUTE_BY_VENDOR, vendor.vendorCode),
    ),
  );
}

/**
 * Whether the opened numbers failed because the platform knows no game by a code from the address: a business
 * refusal, not a passing fault, so asking again cannot help (the page says so and offers no retry).
 */
export function isUnknownGameFailure(error: unknown, isAskedCode: boolean): boolean {
  return isAskedCode && isApiError(error) && error.kind === 'rejected' && !error.isTransient;
}
