import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PORT } from './constants';
import { isSystemScenario } from './scenarios';
import { createDemoServer } from './server';
import { createDemoPlatform } from './state/platform';

/** Starts the demo platform and the built app on one origin: `pnpm serve` (PORT, HOST, ATRIUM_DEMO_SYSTEM). */
const here = dirname(fileURLToPath(import.meta.url));
const staticDir = process.env.ATRIUM_STATIC_DIR ?? resolve(here, '../../../app/dist');
const port = Number(process.env.PORT ?? DEMO_PORT);
const host = process.env.HOST ?? '127.0.0.1';
const system = process.env.ATRIUM_DEMO_SYSTEM;

const platform = createDemoPlatform({ scenario: isSystemScenario(system) ? { system } : {} });
if (!existsSync(resolve(staticDir, 'index.html'))) {
  console.warn(`[demo platform] no built app at ${staticDir}: run \`pnpm build\`; serving the platform calls only.`);
}
const { server } = createDemoServer({ staticDir, platform });
server.listen(port, host, () => {
  console.log(
    `Atrium is running at http://${host}:${port}/ against the demo platform (scenario: ${platform.scenario().system}).`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
