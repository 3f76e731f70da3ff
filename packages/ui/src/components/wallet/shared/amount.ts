// agent/TeamManagement still reads these here; the kit's forms/money.ts is their home.
export { AMOUNT_ERROR_KEYS, formatCents } from '../../forms/money';
