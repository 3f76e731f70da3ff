/**
 * The game catalogue of the demo platform (spec §7 "Games"): menus, vendors, the game list with real filtering and
 * paging over the 10,000 seeded games, hot games, a vendor's game types, PVP rooms, launch (which leads to the demo
 * game page and records the game in the account's recent games) and the winner board. Icons and the demo game page
 * are served under /__demo, which every host forwards to these handlers.
 */
export {
  demoGames,
  isUnderMaintenance,
  DEMO_MAX_PAGE_SIZE,
  toWireGame,
  type ListPaging,
  listParams,
  pageOfGames,
  gameListAnswer,
} from './catalogue';
export { maskCustomerName } from './boards';
export { gameHandlers } from './handlers';
