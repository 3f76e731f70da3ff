import { vendorImagePath } from '@atrium/domain/games';
import { pick, seededRandom } from '../random';
import {
  CLASSIFIES,
  DEMO_FIRST_NODE_ID,
  DEMO_GAME_COUNT,
  DEMO_ICON_PATH,
  DEMO_IMAGE_BASE,
  DEMO_LANES,
  type DemoClassify,
  type DemoGame,
  type DemoLane,
  type DemoVendorCard,
  type GameSeed,
  IN_HOUSE,
  IN_HOUSE_CLASSIFIES,
  VENDORS,
} from './catalogue';
import { slotName, TABLE_NAMES, toSearchName } from './names';

function vendorIconPaths(code: string) {
  return {
    largeIcon: `${DEMO_ICON_PATH}/vendor/${encodeURIComponent(code)}.svg`,
    smallIcon: `${DEMO_IMAGE_BASE}${vendorImagePath(code)}`,
  };
}

function chooseClassify(random: () => number, lane: DemoLane, inHouse: boolean): string | null {
  const table = CLASSIFIES[lane];
  if (!table) return null;
  const options = inHouse ? table.filter(([key]) => IN_HOUSE_CLASSIFIES.has(key)) : table;
  const total = options.reduce((sum, [, , share]) => sum + share, 0);
  let roll = random() * total;
  for (const [key, , share] of options) {
    roll -= share;
    if (roll < 0) return key;
  }
  return options[options.length - 1]?.[0] ?? null;
}

/** How many games each vendor card gets: fixed counts, and the RNG remainder shared by seeded weights. */
function gameCounts(random: () => number): number[] {
  const fixed = VENDORS.reduce((sum, v) => sum + (v.games ?? 0), 0);
  const sharing = VENDORS.filter((v) => v.games === undefined);
  const weights = sharing.map(() => 1 + random() * 2);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const remaining = DEMO_GAME_COUNT - fixed;
  let given = 0;
  let shareIndex = 0;
  return VENDORS.map((v) => {
    if (v.games !== undefined) return v.games;
    const weight = weights[shareIndex] ?? 1;
    shareIndex += 1;
    const count = shareIndex === sharing.length ? remaining - given : Math.floor((remaining * weight) / weightSum);
    given += count;
    return count;
  });
}

function pad(n: number): string {
  return String(n).padStart(4, '0');
}

/** Builds the catalogue for a seed. About 20 ms on a laptop (see bench/gameList.bench.ts). */
export function seedGames(seed: number): GameSeed {
  const random = seededRandom(seed ^ 0x6a3e5);
  const counts = gameCounts(random);
  const vendors: DemoVendorCard[] = VENDORS.map((v) => ({
    lane: v.lane,
    code: v.code,
    displayName: v.displayName,
    isGame: v.opensGameList ? 'VASSALAGE' : 'GAME',
    gameCode: v.gameCode ?? null,
    ...vendorIconPaths(v.code),
  }));

  const usedNames = new Map<string, number>();
  const unique = (name: string): string => {
    const seen = usedNames.get(name) ?? 0;
    usedNames.set(name, seen + 1);
    return seen === 0 ? name : `${name} ${seen + 1}`;
  };

  const created: { game: DemoGame; rank: number }[] = [];
  let nodeId = DEMO_FIRST_NODE_ID;
  VENDORS.forEach((def, vendorIndex) => {
    const count = counts[vendorIndex] ?? 0;
    const inHouse = IN_HOUSE.has(def.code);
    for (let i = 0; i < count; i += 1) {
      const classify = chooseClassify(random, def.lane, inHouse);
      let name: string;
      if (def.lane === 'RNG') name = slotName(random, classify);
      else if (def.lane === 'SPORTS') name = def.displayName;
      else {
        const bases = TABLE_NAMES[classify ?? def.lane] ?? [def.displayName];
        name = `${def.displayName.split(' ')[0] ?? def.code} ${pick(random, bases)}`;
      }
      name = unique(name);
      const isHot: 0 | 1 = i === 0 || random() < 0.06 ? 1 : 0;
      created.push({
        rank: random(),
        game: {
          nodeId,
          gameId: `${def.code}${pad(i + 1)}`,
          gameCode: `${def.code.toLowerCase()}_${def.lane.toLowerCase()}_${pad(i + 1)}`,
          gameType: def.lane,
          vendorCode: def.code,
          vendorDisplayName: def.displayName,
          name,
          searchName: toSearchName(name),
          classify,
          isHot,
          iconUrl: `${DEMO_ICON_PATH}/${nodeId}.svg`,
        },
      });
      nodeId += 1;
    }
  });

  // The stable lobby order: hot games first, then a seeded popularity rank; node id breaks ties.
  created.sort((a, b) => b.game.isHot - a.game.isHot || a.rank - b.rank || a.game.nodeId - b.game.nodeId);
  const games = created.map((c) => c.game);

  const byNodeId = new Map<number, DemoGame>();
  const byLane = new Map<string, DemoGame[]>();
  const byLaneVendor = new Map<string, DemoGame[]>();
  const classifyCounts = new Map<string, { count: number; vendors: Set<string> }>();
  for (const game of games) {
    byNodeId.set(game.nodeId, game);
    push(byLane, game.gameType, game);
    push(byLaneVendor, `${game.gameType}|${game.vendorCode}`, game);
    if (game.classify) {
      const key = `${game.gameType}|${game.classify}`;
      const entry = classifyCounts.get(key) ?? { count: 0, vendors: new Set<string>() };
      entry.count += 1;
      entry.vendors.add(game.vendorCode);
      classifyCounts.set(key, entry);
    }
  }
  const classifies: DemoClassify[] = [];
  for (const lane of DEMO_LANES) {
    for (const [key, displayName] of CLASSIFIES[lane] ?? []) {
      const entry = classifyCounts.get(`${lane}|${key}`);
      if (!entry) continue;
      classifies.push({ lane, key, displayName, vendorCodes: [...entry.vendors].sort(), gameCount: entry.count });
    }
  }
  return { vendors, games, classifies, byNodeId, byLane, byLaneVendor };
}

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
