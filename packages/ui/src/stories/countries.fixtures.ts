import { DEMO_COUNTRIES } from '@atrium/api/demo';
import type { PhoneCountry } from '../components/primitives/PhoneField';

/** The demo platform's country list in the shape the phone fields take. */
export const storyCountries: readonly PhoneCountry[] = DEMO_COUNTRIES.map((c) => ({
  code: c.countryCode,
  dialingCode: c.countryDialingCode,
  name: c.name,
}));
