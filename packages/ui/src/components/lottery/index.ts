// @atrium/ui/lottery: explicit named exports only (docs/conventions.md: no `export *` barrels).
export {
  LotteryPage,
  type LotteryPageDraw,
  type LotteryPageGame,
  type LotteryPageKind,
  type LotteryPageMenu,
  type LotteryPageProps,
  type LotteryPageRecentGame,
  type LotterySectionState,
} from './LotteryPage';
