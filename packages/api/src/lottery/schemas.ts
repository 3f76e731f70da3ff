import * as z from 'zod/mini';
import { PRIZE_MODES } from '@atrium/domain/games';

// Wire schemas (designed)

const digits = z.string().check(z.regex(/^\d+$/));

export const lotteryMenuGameWireSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  drawIntervalSeconds: z.number(),
  nextIssueNo: z.nullish(z.string()),
  /** Epoch milliseconds. */
  nextDrawTime: z.nullish(z.number()),
});

export const vnLotteryMenuSchema = z.object({
  prizeMode: z.nullish(z.enum(PRIZE_MODES)),
  menus: z.array(
    z.object({
      menuCode: z.string(),
      menuName: z.string(),
      games: z.array(lotteryMenuGameWireSchema),
    }),
  ),
});

export const recentLotteryGamesSchema = z.object({
  games: z.array(
    z.object({
      gameCode: z.string(),
      gameName: z.string(),
      /** Epoch milliseconds. */
      lastPlayedTime: z.number(),
    }),
  ),
});

export const openedDrawWireSchema = z.object({
  gameCode: z.string(),
  gameName: z.nullish(z.string()),
  issueNo: z.string(),
  /** Epoch milliseconds. */
  drawTime: z.number(),
  /** VN: special prize first, then down the tiers; lotto: the balls in draw order. */
  numbers: z.array(digits),
});

export const openedDrawsSchema = z.object({ list: z.array(openedDrawWireSchema) });

export const lotteryLaunchSchema = z.object({ url: z.string() });

export type VnLotteryMenuWire = z.infer<typeof vnLotteryMenuSchema>;

export type RecentLotteryGamesWire = z.infer<typeof recentLotteryGamesSchema>;

export type OpenedDrawsWire = z.infer<typeof openedDrawsSchema>;

export type LotteryLaunchWire = z.infer<typeof lotteryLaunchSchema>;
