/**
 * The demo game list under load: `pnpm exec tsx packages/api/bench/gameList.bench.ts`.
 * Prints the seeding time of the 10,000-game catalogue and the median and p95 of 200 filtered and searched game-list
 * answers, (1) through the pure filter, (2) through the handler logic with the wire mapping, (3) through msw's
 * `getResponse` with the real handlers (request in, JSON out). Targets: seeding ≤ 300 ms, ≤ 5 ms median per answer.
 * A script, not a test: it prints figures and asserts nothing.
 */
import { availableParallelism, loadavg } from 'node:os';
import { getResponse } from 'msw';
import { LOBBY_PAGE_SIZE } from '@atrium/domain/lobby';
import { demoGames, gameHandlers, gameListAnswer } from '../src/demo/handlers/games';
import { filterGames, pageOf, seedGames } from '../src/demo/seed/games';
import { createDemoPlatform, DEFAULT_SEED } from '../src/demo/state/platform';

const RUNS = 200;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? NaN };
}

const fmt = (ms: number) => `${ms.toFixed(3)} ms`;

function report(label: string, samples: number[]) {
  const { median, p95, max } = stats(samples);
  console.log(
    `${label.padEnd(34)} median ${fmt(median).padStart(11)}   p95 ${fmt(p95).padStart(11)}   max ${fmt(max)}`,
  );
}

// The 200 queries: every lobby type, with vendor, classify, HOT and search filters, and pages 1 to 5.
const TYPES = ['RNG', 'RNG', 'RNG', 'LIVE', 'FISH', 'PVP', ''];
const VENDORS = ['ALL', 'PG', 'JDB', 'PT', 'ALL', 'EVO', 'KY'];
const CLASSIFIES = ['ALL', 'MEGAWAYS', 'HOT', 'JACKPOT', 'NEW', 'ALL'];
const SEARCHES = ['  golden ', 'DRAGON', '金', 'ทอง', 'كنز', '보물', 'a', 'x', 'fortune  ', '', 'Megaways'];
const queries = Array.from({ length: RUNS }, (_, i) => {
  const params = new URLSearchParams({
    clientType: '3',
    platform: 'html5-desktop',
    merchant: 'atriumdemo',
    pageNo: String((i % 5) + 1),
    pageSize: String(LOBBY_PAGE_SIZE),
    language: 'EN',
  });
  const type = TYPES[i % TYPES.length] ?? '';
  if (type) params.set('gameType', type);
  params.set('vassalage', VENDORS[(i * 3) % VENDORS.length] ?? 'ALL');
  params.set('gameClassify', CLASSIFIES[(i * 7) % CLASSIFIES.length] ?? 'ALL');
  const search = SEARCHES[(i * 5) % SEARCHES.length] ?? '';
  if (search) params.set('gameName', search);
  return params;
});

async function main() {
  let started = performance.now();
  const cpuBefore = process.cpuUsage();
  const coldSeed = seedGames(DEFAULT_SEED);
  const coldMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const coldCpuMs = (cpu.user + cpu.system) / 1000;
  const warm: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    started = performance.now();
    seedGames(DEFAULT_SEED + i + 1);
    warm.push(performance.now() - started);
  }
  console.log(`games: ${coldSeed.games.length}, vendor cards: ${coldSeed.vendors.length}`);
  console.log(
    `${'seeding (first, cold)'.padEnd(34)} ${fmt(coldMs)} wall, ${fmt(coldCpuMs)} CPU (all threads)   target ≤ 300 ms`,
  );
  console.log(`load average (1 min): ${loadavg()[0]?.toFixed(2) ?? '?'} on ${availableParallelism()} CPUs`);
  report('seeding (5 more, warm)', warm);

  const platform = createDemoPlatform();
  const seed = demoGames(platform);

  const pure: number[] = [];
  let matched = 0;
  for (const params of queries) {
    started = performance.now();
    const list = filterGames(seed, {
      gameType: params.get('gameType'),
      vendorCode: params.get('vassalage'),
      classify: params.get('gameClassify'),
      search: params.get('gameName'),
    });
    pageOf(list, Number(params.get('pageNo')), LOBBY_PAGE_SIZE);
    pure.push(performance.now() - started);
    matched += list.length;
  }

  const logic: number[] = [];
  for (const params of queries) {
    started = performance.now();
    gameListAnswer(seed, params);
    logic.push(performance.now() - started);
  }

  const handlers = gameHandlers(platform);
  const viaMsw: number[] = [];
  for (const params of queries) {
    started = performance.now();
    const response = await getResponse(
      handlers,
      new Request(`http://127.0.0.1:4173/wps/relay/GCSGAME_gameList?${params.toString()}`),
    );
    if (!response?.ok) throw new Error(`unexpected answer ${response?.status ?? 'none'}`);
    await response.json();
    viaMsw.push(performance.now() - started);
  }

  console.log(`\n${RUNS} filtered and searched game-list answers (${Math.round(matched / RUNS)} matches on average)`);
  report('filterGames + pageOf (pure)', pure);
  report('gameListAnswer (handler logic)', logic);
  report('msw getResponse (request → JSON)', viaMsw);
  console.log('target: ≤ 5 ms median');
}

await main();
