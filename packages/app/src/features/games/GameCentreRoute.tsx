import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isApiError } from '@atrium/api/errors';
import { gameVendorsQueryOptions } from '@atrium/api/games';
import type { Vendor, VendorCatalogue } from '@atrium/domain/games';
import { decideELotteryLaunch } from '@atrium/domain/launch';
import { GameCentrePage, type GameCentre, type GameCentreSection } from '@atrium/ui/centres';
import { useKnownRole } from '../../shared/auth/useSession';
import { useApiClient } from '../../shared/apiClient';
import { useLanguage } from '../../shared/language';
import { useGameLaunch } from '../../shared/games/useGameLaunch';
import { vendorImageOf } from './vendorImage';

/** §4 Vendor data: which groups of the split catalogue each centre shows (cockfight is split out of SPORTS). */
export function centreSections(centre: GameCentre, catalogue: VendorCatalogue): readonly GameCentreSection[] {
  const section = (group: GameCentreSection['group']): GameCentreSection => ({
    group,
    vendors: catalogue[group].vendors,
  });
  return centre === 'SPORTS' ? [section('SPORTS'), section('COCKFIGHT')] : [section(centre)];
}

/**
 * §2 Game center (/lott, /elott, /sports, /esports): the centre's vendors from the vendor catalogue (§4 split),
 * each card launching its vendor (§2 launch rules). §4 "Choosing e-lottery launches its first vendor": /elott
 * launches it once the vendors are known, replacing /elott in the history so Back does not launch it again.
 */
export function GameCentreRoute({ centre }: { readonly centre: GameCentre }) {
  const client = useApiClient();
  const role = useKnownRole();
  const { platformLanguage } = useLanguage();
  const { launchVendor } = useGameLaunch();
  const vendors = useQuery(gameVendorsQueryOptions(client, { language: platformLanguage }));
  const catalogue = vendors.data?.catalogue;
  const launchedFirst = useRef(false);

  useEffect(() => {
    if (centre !== 'ELOTT' || !catalogue || role === 'pending' || launchedFirst.current) return;
    const eLottery = catalogue.ELOTT.vendors;
    const first = eLottery[0];
    if (first === undefined) return;
    if (decideELotteryLaunch(eLottery, { role, language: platformLanguage }) === null) return;
    launchedFirst.current = true;
    launchVendor(first, 'ELOTT', { replace: true });
  }, [catalogue, centre, launchVendor, platformLanguage, role]);

  return (
    <GameCentrePage
      centre={centre}
      sections={catalogue ? centreSections(centre, catalogue) : []}
      imageUrlOf={vendorImageOf}
      onOpen={(vendor: Vendor) => launchVendor(vendor, centre)}
      status={vendors.isPending ? 'loading' : vendors.isError ? 'error' : 'ready'}
      errorKey={isApiError(vendors.error) ? vendors.error.messageKey : 'errors:unknown'}
      onRetry={() => void vendors.refetch()}
    />
  );
}

export const LottCentreRoute = () => <GameCentreRoute centre="LOTT" />;
export const ELottCentreRoute = () => <GameCentreRoute centre="ELOTT" />;
export const SportsCentreRoute = () => <GameCentreRoute centre="SPORTS" />;
export const ESportsCentreRoute = () => <GameCentreRoute centre="ESPORTS" />;
