import { useState } from 'react';
import type { PhoneCountry } from '../primitives/PhoneField';

/**
 * The region of a mobile number field. The country list usually arrives after the dialog has opened, so the choice
 * is derived on every render: the region the user picked, else `preferred` (a remembered number's), else the list's
 * first, which is the one the select shows. Held as a plain state set once at mount, it stayed empty until the user
 * picked again, and the number was checked and sent without its dialing code.
 */
export function useCountryChoice(
  countries: readonly PhoneCountry[],
  preferred?: string,
): readonly [code: string, country: PhoneCountry | undefined, choose: (code: string) => void] {
  const [chosen, choose] = useState<string | null>(null);
  const country =
    countries.find((c) => c.code === chosen) ?? countries.find((c) => c.code === preferred) ?? countries[0];
  return [country?.code ?? '', country, choose];
}
