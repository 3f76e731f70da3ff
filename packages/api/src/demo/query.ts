import { badParams, isResponse, requireAccount, requireAgent } from './http';
import type { DemoAccount } from './state/accounts';
import type { DemoPlatform } from './state/platform';

/**
 * The parameters that the demo platform's report and record calls share (the call shapes are assumed: packages/api
 * README "Records", "Agent reports"): a time range in epoch milliseconds, a page, and amounts in currency units.
 */

/** The widest range a report or record call accepts: a little over a year. */
export const MAX_SPAN_MS = 400 * 86_400_000;
/** The largest page a report or record call answers. */
export const MAX_PAGE_SIZE = 100;

/** Cents as the wire carries amounts: currency units. */
export const money = (cents: number) => cents / 100;

/** An amount sent in currency units (above 0, at most two decimals) as whole cents; null when it is not one. */
export function centsOf(amount: unknown): number | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return null;
  const cents = Math.round(amount * 100);
  if (Math.abs(amount * 100 - cents) > 1e-6 || !Number.isSafeInteger(cents)) return null;
  return cents;
}

export interface TimeRange {
  readonly startMs: number;
  readonly endMs: number;
}

/** `startTime` and `endTime` (both required, at most MAX_SPAN_MS apart, in order), or the 400 that refuses them. */
export function readTimeRange(search: URLSearchParams): TimeRange | Response {
  const startMs = Number(search.get('startTime'));
  const endMs = Number(search.get('endTime'));
  if (!search.get('startTime') || !search.get('endTime') || !Number.isInteger(startMs) || !Number.isInteger(endMs)) {
    return badParams('startTime and endTime: epoch milliseconds');
  }
  if (endMs < startMs || endMs - startMs > MAX_SPAN_MS) return badParams('Date range refused');
  return { startMs, endMs };
}

/** An agent report call's start: the signed-in agent, the call's parameters and their time range, or the refusal. */
export function readAgentReport(
  platform: DemoPlatform,
  request: Request,
): { me: DemoAccount; search: URLSearchParams; range: TimeRange } | Response {
  const me = requireAgent(platform, request);
  if (isResponse(me)) return me;
  const search = new URL(request.url).searchParams;
  const range = readTimeRange(search);
  return isResponse(range) ? range : { me, search, range };
}

export interface PageRequest {
  readonly page: number;
  readonly size: number;
}

/** `page` (from 1) and `size` (from 1 to MAX_PAGE_SIZE, `defaultSize` when absent), or the 400 that refuses them. */
export function readPage(search: URLSearchParams, defaultSize = 20): PageRequest | Response {
  const page = Number(search.get('page') ?? 1);
  const size = Number(search.get('size') ?? defaultSize);
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    return badParams(`page from 1; size from 1 to ${MAX_PAGE_SIZE}`);
  }
  return { page, size };
}

/** The items of one page (pages counted from 1). */
export function pageSlice<T>(items: readonly T[], page: number, size: number): T[] {
  return items.slice((page - 1) * size, page * size);
}

/**
 * A page in the member centre's shape: its items (written by `wire` when given), its number, and how many pages and
 * items there are in all.
 */
export function numberedPage<T, W = T>(
  items: readonly T[],
  pageNo: number,
  pageSize: number,
  wire: (item: T) => W = (item) => item as unknown as W,
) {
  return {
    list: pageSlice(items, pageNo, pageSize).map(wire),
    pageNo,
    totalPages: Math.ceil(items.length / pageSize),
    totalCount: items.length,
  };
}

export interface NumberedPageRequest {
  readonly pageNo: number;
  readonly pageSize: number;
}

/** `pageNo` (from 1) and `pageSize` (from 1 to MAX_PAGE_SIZE, `defaultSize` when absent), or the 400 that refuses them. */
export function readNumberedPage(search: URLSearchParams, defaultSize = 10): NumberedPageRequest | Response {
  const page = readLenientPage(search, defaultSize);
  if (!page || Number(search.get('pageSize') ?? defaultSize) > MAX_PAGE_SIZE) return badParams('Invalid page');
  return page;
}

/** A signed-in call that reads a numbered page: the account, the address and the page, or the refusal. */
export function readAccountPage(
  platform: DemoPlatform,
  request: Request,
): { account: DemoAccount; url: URL; page: NumberedPageRequest } | Response {
  const account = requireAccount(platform, request);
  if (isResponse(account)) return account;
  const url = new URL(request.url);
  const page = readNumberedPage(url.searchParams);
  return isResponse(page) ? page : { account, url, page };
}

/** `pageNo` and `pageSize` as the record pages read them: a page larger than MAX_PAGE_SIZE is cut to it; null if off. */
export function readLenientPage(search: URLSearchParams, defaultSize = 10): NumberedPageRequest | null {
  const pageNo = Number(search.get('pageNo') ?? 1);
  const pageSize = Number(search.get('pageSize') ?? defaultSize);
  if (!Number.isInteger(pageNo) || pageNo < 1 || !Number.isInteger(pageSize) || pageSize < 1) return null;
  return { pageNo, pageSize: Math.min(pageSize, MAX_PAGE_SIZE) };
}
