// @atrium/domain/rebate: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §2 manualRebate (MANPLAYREB3): what may be claimed per game type
export {
  REBATE_GAME_TYPES,
  claimableTotalCents,
  isRebateClaimable,
  parseRebateGameType,
  rebateAmountCents,
  rebateBlock,
  sortRebateSettings,
  type RebateBlock,
  type RebateGameType,
  type RebateSetting,
} from './rebate';
