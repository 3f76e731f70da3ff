// @atrium/domain/deposit: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §1 / §2 depositv2: amount limits per channel, presets, the depositor's name
export {
  DEPOSIT_PRESET_LIMIT,
  DEPOSITOR_NAME_MAX_LENGTH,
  acceptsAnyAmount,
  checkDepositAmount,
  checkDepositorName,
  depositPresets,
  presetFieldText,
  type DepositAmountCheck,
  type DepositAmountError,
  type DepositLimits,
  type DepositorNameError,
} from './amount';
