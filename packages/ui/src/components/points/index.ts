// @atrium/ui/points: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §2 /pointMall: the page's frame and its tabs
export { PointsMallLayout, POINTS_MALL_TABS, type PointsMallLayoutProps, type PointsMallTab } from './PointsMallLayout';
// §3 current points, balance, never expire
export { PointsSummary, type PointsSummaryProps, type ConvertResultView } from './PointsSummary';
// §7 MCS2_convertPoint
export { ConvertDialog, type ConvertDialogProps, type ConvertSubmission } from './ConvertDialog';
// docs/centres.md goods: conditions, quantity left, address
export { PointGoods, type PointGoodsProps } from './PointGoods';
// §7 MCS2_redeemPointReward
export { RedeemDialog, type RedeemDialogProps, type RedeemSubmission } from './RedeemDialog';
// §3 points details by type (ODSFE2_MemTransDet)
export { PointDetails, type PointDetailsProps } from './PointDetails';
// §3 the exchange-rate table
export { ExchangeRates, type ExchangeRatesProps } from './ExchangeRates';
// §4 redeem history statuses
export { RedeemHistory, type RedeemHistoryProps } from './RedeemHistory';
export type {
  ConvertTermsView,
  ExchangeRateView,
  LoadState,
  PageView,
  PointDetailView,
  PointGoodView,
  PointsSummaryView,
  RedeemRecordView,
  RedeemResultView,
} from './shared/types';
