import type { DemoGame } from '../../seed/games';
import type { DemoPlatform } from '../../state/platform';
import { pick, seededRandom } from '../../seed/random';
import { demoGames } from './catalogue';

interface DemoWinner {
  readonly customerName: string;
  readonly winAmount: number;
  readonly game: DemoGame;
}

const NAME_PARTS = ['lucky', 'star', 'tiger', 'ace', 'king', 'nova', 'jade', 'mika', 'rio', 'sam', 'lee', 'anh'];

/** Masks a player name: the first two and last two characters around three asterisks. */
export function maskCustomerName(name: string): string {
  const chars = Array.from(name);
  return chars.length <= 4 ? `${chars[0] ?? ''}***` : `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

export function seedWinners(platform: DemoPlatform): readonly DemoWinner[] {
  return platform.area('winners', () => {
    const random = seededRandom(platform.seed ^ 0x3a11e7);
    const { games } = demoGames(platform);
    return Array.from({ length: 40 }, () => ({
      customerName: maskCustomerName(
        `${pick(random, NAME_PARTS)}${pick(random, NAME_PARTS)}${Math.floor(random() * 99)}`,
      ),
      winAmount: Math.round(100 * 10 ** (2 + random() * 4)) / 100,
      game: pick(random, games),
    }));
  });
}

export function rooms(platform: DemoPlatform, games: readonly DemoGame[]) {
  const minute = Math.floor(platform.now() / 60_000);
  const tiers = [
    ['Beginner', 1],
    ['Standard', 5],
    ['Advanced', 20],
    ['VIP', 100],
  ] as const;
  return games.flatMap((game) =>
    tiers.map(([tier, stake], index) => {
      const capacity = game.classify === 'MAHJONG' ? 4 : 9;
      const random = seededRandom((game.nodeId * 31 + index + minute * 7) >>> 0);
      return {
        roomId: `${game.nodeId}-${index + 1}`,
        roomName: `${game.name} · ${tier}`,
        nodeId: game.nodeId,
        gameName: game.name,
        vassalage: game.vendorCode,
        minBet: stake,
        maxBet: stake * 100,
        players: Math.floor(random() * (capacity + 1)),
        capacity,
      };
    }),
  );
}
