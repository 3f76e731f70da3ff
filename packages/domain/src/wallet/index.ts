// @atrium/domain/wallet: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §2 transferFund / transferUpline: the transfer amount
export { checkTransferAmount, type TransferAmountCheck, type TransferAmountError } from './transferAmount';
