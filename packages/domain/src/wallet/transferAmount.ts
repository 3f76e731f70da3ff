/**
 * §2 transferFund (wallet) and transferUpline: the amount a member types for a transfer. §3 "Balance: … 2 decimals".
 * The amount is read with the withdrawal's `parseAmountToCents` (digits, optional thousands commas, at most two
 * decimals), so every money form of the member centre reads amounts the same way.
 */
import { parseAmountToCents } from '../withdraw/confirmation';

export type TransferAmountError =
  /** Nothing typed. */
  | 'required'
  /** Not a number with at most two decimals (letters, a sign, three decimals, an exponent). */
  | 'format'
  /** Zero. */
  | 'notPositive'
  /** More than the wallet the money leaves. */
  | 'overBalance';

export type TransferAmountCheck =
  { readonly ok: true; readonly cents: number } | { readonly ok: false; readonly error: TransferAmountError };

/**
 * Checks a typed amount against the balance of the wallet it leaves (in cents). The whole balance may be moved;
 * a cent more may not.
 */
export function checkTransferAmount(text: string, sourceBalanceCents: number): TransferAmountCheck {
  if (text.trim() === '') return { ok: false, error: 'required' };
  const cents = parseAmountToCents(text);
  if (cents === null) return { ok: false, error: 'format' };
  if (cents <= 0) return { ok: false, error: 'notPositive' };
  if (cents > sourceBalanceCents) return { ok: false, error: 'overBalance' };
  return { ok: true, cents };
}
