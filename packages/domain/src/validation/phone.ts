/**
 * Spec §5 "Phone number {0} digits by region"; §8 "Invalid phone number format; Please enter a valid phone number".
 * The platform's own table is not shown, so the defaults below are the national (significant) number lengths of
 * mobile numbers in the regions the spec's languages serve; a brand passes its own table to override them.
 */
import type { ValidationError } from './errors';

/** ISO 3166-1 alpha-2 region (upper case) → the digit counts a mobile number may have there. */
export type PhoneDigitsTable = Readonly<Record<string, readonly number[]>>;

export const DEFAULT_PHONE_DIGITS: PhoneDigitsTable = {
  CN: [11],
  TW: [9],
  HK: [8],
  MO: [8],
  SG: [8],
  TH: [9],
  VN: [9],
  MY: [9, 10],
  ID: [9, 10, 11, 12],
  PH: [10],
  KH: [8, 9],
  LA: [8, 9, 10],
  MM: [7, 8, 9, 10],
  KR: [9, 10],
  JP: [10],
  IN: [10],
  BD: [10],
  PK: [10],
  NP: [10],
  BR: [10, 11],
  PT: [9],
  ES: [9],
  FR: [9],
  TR: [10],
  RU: [10],
  KZ: [10],
  UZ: [9],
  IR: [10],
  US: [10],
  CA: [10],
  GB: [10],
};

/**
 * The digits that count: one leading trunk '0' (as typed in many regions before a national number, "08x…") is not
 * part of the national number and is not counted.
 */
export function nationalDigits(value: string): string {
  return value.startsWith('0') ? value.slice(1) : value;
}

/**
 * §5 "Phone number {0} digits by region". The value must be digits only (else `phone.format`); when the region is
 * in the table its digit count must be one of the region's (else `phone.digits` with `digits` such as "9" or "9/10").
 * A region not in the table gets the format check only: the server has the last word.
 */
export function validatePhoneDigits(
  value: string,
  region: string | null,
  table: PhoneDigitsTable = DEFAULT_PHONE_DIGITS,
): ValidationError | null {
  if (!/^[0-9]+$/.test(value)) return { code: 'phone.format' };
  const key = region?.trim().toUpperCase() ?? null;
  const allowed = key !== null && Object.hasOwn(table, key) ? table[key] : undefined;
  if (allowed === undefined || allowed.length === 0) return null;
  return allowed.includes(nationalDigits(value).length)
    ? null
    : { code: 'phone.digits', params: { digits: [...allowed].sort((a, b) => a - b).join('/') } };
}
