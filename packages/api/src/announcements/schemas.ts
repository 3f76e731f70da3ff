import * as z from 'zod/mini';
import { idSchema } from '../wire';

// Wire schemas

const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((v) => v ?? ''),
);

/** A list that may be absent or null (a kind that was not asked for, or has nothing). */
function list<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.nullish(z.array(item)),
    z.transform((v) => v ?? []),
  );
}

/** §3 "Notice: title, content, time (yyyy-MM-dd hh:mm:ss)": the time in the platform's own clock. */
export const NOTICE_TIME_REGEX = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export const bannerWireSchema = z.object({
  bannerId: idSchema,
  groupName: z.string(),
  /** The image. */
  url: z.string(),
  title: optionalText,
  /** Assumed values: NONE, PROMOTION, GAME, EXTERNAL, INTERNAL (case ignored). */
  linkageType: z.nullish(z.union([z.string(), z.number()])),
  /** INTERNAL: a path of the site; GAME: `vassalage=…&gameType=…&nodeId=…&gameCode=…` (assumed). */
  redirect: z.nullish(z.string()),
  /** EXTERNAL: the address. */
  externalLink: z.nullish(z.string()),
  /** PROMOTION: the promotion's id. */
  redirectPromotionId: z.nullish(idSchema),
});

export const noticeWireSchema = z.object({
  id: idSchema,
  title: optionalText,
  content: optionalText,
  time: z.string().check(z.regex(NOTICE_TIME_REGEX)),
});

export const popupWireSchema = z.object({
  id: z.nullish(idSchema),
  title: optionalText,
  content: optionalText,
  /** A, B, F, or user / anonymous (§3); read by the domain. */
  execution: z.nullish(z.string()),
  promotionType: z.nullish(z.string()),
});

export const promotionWireSchema = z.object({
  id: idSchema,
  title: optionalText,
  content: optionalText,
  image: z.nullish(z.string()),
});

export const announcementsSchema = z.object({
  banners: list(bannerWireSchema),
  player: list(noticeWireSchema),
  popup: list(popupWireSchema),
  promotion: list(promotionWireSchema),
});

export const noticePageSchema = z.object({
  list: z.array(noticeWireSchema),
  pageNo: z.number(),
  totalPages: z.number(),
  totalCount: z.number(),
});

export const popularNoticesSchema = z.object({ list: z.array(noticeWireSchema) });

export type BannerWire = z.infer<typeof bannerWireSchema>;

export type NoticeWire = z.infer<typeof noticeWireSchema>;

export type PopupWire = z.infer<typeof popupWireSchema>;

export type PromotionWire = z.infer<typeof promotionWireSchema>;

export type AnnouncementsWire = z.infer<typeof announcementsSchema>;

export type NoticePageWire = z.infer<typeof noticePageSchema>;

export type PopularNoticesWire = z.infer<typeof popularNoticesSchema>;
