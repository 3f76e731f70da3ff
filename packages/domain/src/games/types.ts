/**
 * §3 "Game", "Vendor category", docs/glossary.md: the plain catalogue shapes the rules work on, already parsed at the API
 * boundary. Wire names are renamed per docs/glossary.md: vassalage → vendorCode, lagerIcon → largeIcon,
 * isGame = VASSALAGE → opensGameList, gameClassify → classify.
 */

/** §3 Game: one game of the catalogue (a lobby or home-section entry). */
export interface Game {
  /** The game's catalogue id; favourites and the card style variant use it. */
  readonly nodeId: number;
  readonly gameId: string | null;
  readonly gameCode: string | null;
  /** The wire game type: RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, LOTT, ELOTT… (open: the server may add more). */
  readonly gameType: string;
  /** §3 vassalage. */
  readonly vendorCode: string;
  /** §3 gameName or nodeName. */
  readonly name: string;
  /** §2 Home page: the card shows the vendor's display name (§3 displayName). */
  readonly vendorDisplayName: string | null;
  /** §3 showIcon or iconUrl. */
  readonly iconUrl: string | null;
  /** §3 gameClassify. */
  readonly classify: string | null;
  /** §3 isHot as sent: 1 means hot, anything else does not. */
  readonly isHot: number | null;
  /** §3 isGame = VASSALAGE. */
  readonly opensGameList: boolean;
}

/** §3 Vendor category "cards (vendors with vassalage)"; docs/protocol.md lanes[].cards[]. */
export interface Vendor {
  /** §3 vassalage. */
  readonly vendorCode: string;
  readonly displayName: string;
  /** The wire game type of the card (a card of type RNG leads to the /rng lobby). */
  readonly gameType: string;
  /** §3 lagerIcon (sic). */
  readonly largeIcon: string | null;
  readonly smallIcon: string | null;
  /** §3 isGame = VASSALAGE: the card opens a popup list of its games. */
  readonly opensGameList: boolean;
  readonly gameCode: string | null;
}

/** §3 gameClassify entry: a sub-group of a lobby, shown as a tab. */
export interface GameClassify {
  readonly key: string;
  readonly displayName: string;
  /** §3 "vendor set": the vendors this classify covers, when the platform says. */
  readonly vendorCodes: readonly string[] | null;
  readonly gameCount: number | null;
}

/** §3 Vendor category as the vendor call returns it (docs/protocol.md `lanes[]`): `title` is the game category. */
export interface VendorLane {
  readonly title: string;
  readonly vendors: readonly Vendor[];
  readonly classifies: readonly GameClassify[];
}

/** §3 Home state "winner board (winAmount)"; docs/protocol.md winner board list item. */
export interface WinnerBoardEntry {
  readonly customerName: string;
  readonly winAmount: number;
  readonly gameName: string;
  readonly nodeId: number | null;
  readonly gameType: string | null;
  readonly vendorCode: string | null;
  readonly iconUrl: string | null;
}
