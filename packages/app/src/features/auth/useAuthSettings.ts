import { useQuery } from '@tanstack/react-query';
import { countriesQueryOptions, whitelabelQueryOptions, type Country } from '@atrium/api/settings';
import { allSwitchesOff, type Switches } from '@atrium/domain/session';
import { useApiClient } from '../../shared/apiClient';

export interface AuthSettings {
  /** The whitelabel switches (§3 flags, §6 feature switches); all off until they arrive. */
  readonly switches: Switches;
  readonly countries: readonly Country[];
  readonly isLoading: boolean;
}

/** The server settings every auth dialog reads: the whitelabel switches and the country list. */
export function useAuthSettings(): AuthSettings {
  const client = useApiClient();
  const switches = useQuery(whitelabelQueryOptions(client));
  const countries = useQuery(countriesQueryOptions(client));
  return {
    switches: switches.data ?? allSwitchesOff(),
    countries: countries.data ?? [],
    isLoading: switches.isPending || countries.isPending,
  };
}
