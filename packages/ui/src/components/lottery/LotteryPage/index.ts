export {
  LotteryPage,
  lotteryMenuAnchor,
  type LotteryPageDraw,
  type LotteryPageGame,
  type LotteryPageKind,
  type LotteryPageMenu,
  type LotteryPageProps,
  type LotteryPageRecentGame,
  type LotterySectionState,
} from './LotteryPage';
