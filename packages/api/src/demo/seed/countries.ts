/**
 * The demo platform's country list (designed: GET /wps/system/countryCode → `[{countryCode, countryDialingCode,
 * name}]`). The regions are those the spec's languages serve (§9), in the order a selector shows them; the ISO codes
 * match the domain's `DEFAULT_PHONE_DIGITS`, so the phone-length check knows each of them. Names are English: the
 * app may show them localized with `Intl.DisplayNames` keyed by `countryCode`.
 */
export interface DemoCountry {
  readonly countryCode: string;
  readonly countryDialingCode: string;
  readonly name: string;
}

const country = (countryCode: string, countryDialingCode: string, name: string): DemoCountry => ({
  countryCode,
  countryDialingCode,
  name,
});

export const DEMO_COUNTRIES: readonly DemoCountry[] = [
  country('PH', '63', 'Philippines'),
  country('TH', '66', 'Thailand'),
  country('VN', '84', 'Vietnam'),
  country('MY', '60', 'Malaysia'),
  country('ID', '62', 'Indonesia'),
  country('SG', '65', 'Singapore'),
  country('CN', '86', 'China'),
  country('TW', '886', 'Taiwan'),
  country('HK', '852', 'Hong Kong'),
  country('JP', '81', 'Japan'),
  country('KR', '82', 'South Korea'),
  country('KH', '855', 'Cambodia'),
  country('LA', '856', 'Laos'),
  country('MM', '95', 'Myanmar'),
  country('IN', '91', 'India'),
  country('BD', '880', 'Bangladesh'),
  country('PK', '92', 'Pakistan'),
  country('NP', '977', 'Nepal'),
  country('TR', '90', 'Türkiye'),
  country('RU', '7', 'Russia'),
  country('KZ', '7', 'Kazakhstan'),
  country('UZ', '998', 'Uzbekistan'),
  country('IR', '98', 'Iran'),
  country('BR', '55', 'Brazil'),
  country('PT', '351', 'Portugal'),
  country('ES', '34', 'Spain'),
  country('FR', '33', 'France'),
];
