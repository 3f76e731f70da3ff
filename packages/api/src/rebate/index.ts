// @atrium/api/rebate: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §2 manualRebate (MANPLAYREB3): settings per game type, the claim, its history
export {
  claimRebate,
  claimRebateEndpoint,
  claimRebateMutationOptions,
  getRebateHistory,
  getRebateSettings,
  newRebateClaimRequestId,
  rebateHistoryEndpoint,
  rebateHistoryQueryOptions,
  rebateQueryKeys,
  rebateSettingsEndpoint,
  rebateSettingsQueryOptions,
  rebateSettingsSchema,
  toRebateHistoryPage,
  toRebateSettings,
  type ClaimRebateInput,
  type RebateClaimRecord,
  type RebateClaimResult,
  type RebateHistoryPage,
  type RebateHistoryRequest,
} from './rebate';
