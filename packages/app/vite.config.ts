import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { build, defineConfig, loadEnv, runnerImport, type Plugin, type Rolldown } from 'vite';
import { createDemoMiddleware } from '@atrium/api/demo/server';
import { createDemoPlatform } from '@atrium/api/demo';
import { VitePWA } from 'vite-plugin-pwa';
import type { loadBrandConfig } from './src/config/brands';
import { ASSETS_CACHE, brandIconColours, iconPath, webManifest } from './src/shared/pwa/webManifest';
import { brandIconPng } from './src/shared/pwa/brandIcons';

/**
 * `pnpm dev` and `vite preview` answer the platform calls with the demo platform in-process, the same handlers the
 * start command's server uses (docs/decisions/0003-demo-platform-hosting.md). The built bundle carries none of it.
 */
function demoPlatform(): Plugin {
  const platform = createDemoPlatform();
  const middleware = createDemoMiddleware(platform);
  return {
    name: 'atrium-demo-platform',
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
  };
}

/**
 * With VITE_DEMO_WORKER=1, serves and emits msw's worker script, which only that build uses, minus its unregistering:
 * msw drops its worker when the last page unloads, and here that worker is the lite app's sw.js, so the next
 * navigation would go to the static host (a 404 for any route but `/`, nothing offline) until msw registered it again.
 */
function demoWorkerScript(): Plugin {
  const unregister = 'self.registration.unregister()';
  const source = () => {
    const script = readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'), 'utf8');
    if (!script.includes(unregister)) throw new Error(`msw's worker no longer calls ${unregister}: see vite.config.ts`);
    return script.replace(unregister, 'void 0');
  };
  return {
    name: 'atrium-demo-worker-script',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: source() });
    },
  };
}

/**
 * The start-up critical path (docs/decisions/0006-performance.md). index.html loads only the small entry
 * (src/app/main.tsx), which starts the status call and then imports src/app/start.tsx. This plugin makes the HTML:
 * - fetch the app (start.tsx and its static imports) and the home route's module at once, so they download while
 *   the entry runs and the status call is under way. start.tsx is named as a module script of its own (it only
 *   defines startApp, so running it early does nothing else, and main.tsx's import() gets the same module): like
 *   the single script before, the page's load event then waits for the app. The rest are modulepreload hints;
 * - carry the stylesheet (the fonts' @font-face rules) inline, so the static shell paints without waiting for a
 *   render-blocking request (the CSP allows inline styles, never inline scripts).
 */
const APP_MODULE = 'src/app/start.tsx';

/** Whether a module id (an absolute path, with backslashes on Windows) is the module at `path` of this package. */
const isModule = (id: string | null | undefined, path: string) => Boolean(id?.replaceAll('\\', '/').endsWith(path));
const PRELOADED_MODULES = [APP_MODULE, 'src/features/home/HomeRoute.tsx'];
/** The home screen, fetched by the home route at start on the home page only (HomeRoute.tsx). */
const HOME_SCREEN_MODULE = 'src/features/home/HomeScreen.tsx';
/** The announcement dialogs, fetched at start while the entry popup may open (start.tsx). */
const DIALOGS_MODULE = 'src/features/announcements/AnnouncementDialogs.tsx';
/** The top navigation, fetched after the frame on every page with a header (ShellLayout). */
const TOP_NAV_MODULE = 'src/app/ShellTopNav.tsx';
/** The game lobbies' route, fetched at start on a lobby (start.tsx, through the router's preloadPagesFor). */
const LOBBY_MODULE = 'src/features/lobby/LobbyRoute.tsx';

function criticalPath(): Plugin {
  return {
    name: 'atrium-critical-path',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (file: string, seen: Set<string>) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const dependency of byFile.get(file)?.imports ?? []) closure(dependency, seen);
        };
        const loaded = new Set<string>();
        for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, loaded);
        // The chunk that runs the module: its own, or the start-up group that holds it (startupChunks()).
        const chunkOf = (id: string) =>
          chunks.find((c) => isModule(c.facadeModuleId, id)) ??
          chunks.find((c) => c.moduleIds.some((m) => isModule(m, id)));
        const preload = new Set<string>();
        for (const id of PRELOADED_MODULES) {
          const chunk = chunkOf(id);
          if (chunk) closure(chunk.fileName, preload);
        }
        const app = chunkOf(APP_MODULE)?.fileName;
        const hints = [...preload]
          .filter((file) => !loaded.has(file))
          .map((file) =>
            file === app
              ? `<script type="module" crossorigin src="/${file}"></script>`
              : `<link rel="modulepreload" crossorigin href="/${file}">`,
          )
          .join('\n    ');
        let out = html.replace('</head>', `  ${hints}\n  </head>`);
        out = out.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (link, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return link;
          delete bundle[file];
          return `<style>${String(asset.source)}</style>`;
        });
        return out;
      },
    },
  };
}

/**
 * Fewer, larger chunks on the start-up path (docs/decisions/0006-performance.md). Left to itself
 * the bundler splits the home route's critical path into about 28 small shared chunks, and a phone on a slow network
 * pays a round trip for every six of them (HTTP/1.1 opens six connections). So the build runs twice: a first pass in
 * memory with the bundler's own splitting finds the modules each start-up chunk holds (after tree-shaking, which a
 * walk of the import graph cannot know: the packages' index files reach every component), and the real build puts
 * them in two chunks, keeping the order of events:
 * - `boot`: what the entry (main.tsx) needs, so the status call still starts before the app arrives;
 * - `app`: the rest of what start.tsx and the home route need (React, the router, i18n, the shell);
 * - `homeScreen`: the home screen with everything it needs beyond those two. Split by the bundler it was
 *   about 14 chunks of 1–6 KB (shared with the lobbies), fetched after the app had run: two or three round trips
 *   before the home page's banner. The lobbies import this chunk too (it holds most of their shared code);
 * - `dialogs`: the announcement dialogs (the entry popup, a lobby's largest paint) with the Radix dialog
 *   stack and the sanitiser, fetched at start while the popup may open; was about 10 chunks. The sign-in dialogs reuse it;
 * - `LobbyRoute`: the game lobbies' route with its filters (Radix Select, Tabs, the search field); was about
 *   10 chunks. The account pages that use the same fields import it.
 * Everything else (the other lazy routes, the carousel) is split as before.
 */
async function startupModules(mode: string) {
  const output = (await build({
    configFile: false,
    root: import.meta.dirname,
    mode,
    logLevel: 'silent',
    plugins: [react()],
    build: { write: false, target: 'es2022', cssCodeSplit: false },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((out) => out.output)
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (file: string, seen = new Set<string>()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const dependency of byFile.get(file)?.imports ?? []) closure(dependency, seen);
    return seen;
  };
  const modulesOf = (files: Set<string>) => new Set([...files].flatMap((file) => byFile.get(file)?.moduleIds ?? []));
  const boot = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, boot);
  const app = new Set<string>();
  for (const id of PRELOADED_MODULES) {
    const chunk = chunks.find((c) => isModule(c.facadeModuleId, id));
    if (chunk) closure(chunk.fileName, app);
  }
  for (const file of boot) app.delete(file);
  // A lazy module with everything it needs beyond the start-up chunks (and the groups before it).
  const group = (id: string, taken: Set<string>) => {
    const files = new Set<string>();
    const chunk = chunks.find((c) => isModule(c.facadeModuleId, id));
    if (chunk) closure(chunk.fileName, files);
    for (const file of taken) files.delete(file);
    for (const file of files) taken.add(file);
    return modulesOf(files);
  };
  const taken = new Set([...boot, ...app]);
  // First: every page with a header fetches it, so what it shares with the groups below travels with it, and a page
  // never fetches a lobby's or the dialogs' group only for its top navigation.
  const topNav = group(TOP_NAV_MODULE, taken);
  const homeScreen = group(HOME_SCREEN_MODULE, taken);
  const dialogs = group(DIALOGS_MODULE, taken);
  const lobby = group(LOBBY_MODULE, taken);
  return { boot: modulesOf(boot), app: modulesOf(app), topNav, homeScreen, dialogs, lobby };
}

/** Chunks that keep their name in their file (the start-up groups and the shell's lazy parts). */
const NAMED_CHUNKS: ReadonlySet<string> = new Set([
  'boot',
  'app',
  'ShellTopNav',
  'homeScreen',
  'dialogs',
  'LobbyRoute',
  'ShellFooter',
  'ShellSideMenu',
  'rolldown-runtime',
]);

async function startupChunks(mode: string) {
  if (process.env.ATRIUM_CHUNK_PASS === '1') return undefined;
  process.env.ATRIUM_CHUNK_PASS = '1';
  try {
    const { boot, app, topNav, homeScreen, dialogs, lobby } = await startupModules(mode);
    const groups = {
      boot,
      app,
      ShellTopNav: topNav,
      homeScreen,
      dialogs,
      LobbyRoute: lobby,
    };
    return {
      groups: Object.entries(groups).map(([name, modules], index) => ({
        name,
        test: (id: string) => modules.has(id),
        priority: Object.keys(groups).length - index,
        includeDependenciesRecursively: false,
      })),
    };
  } finally {
    delete process.env.ATRIUM_CHUNK_PASS;
  }
}

/**
 * The lite app (docs/decisions/0013-lite-app.md): the brand's manifest and icons, and Workbox's generated service
 * worker. It precaches the shell (index.html), every chunk, the fonts and the icons; it answers a navigation to an app
 * route with the shell, and nothing else: the platform calls, the demo's controls and pages and every other origin
 * (game launches) never reach a Workbox route, so the browser fetches them as if there were no worker. The app
 * registers it after the first screen (src/shared/pwa/liteApp.ts); the demo's static build folds msw's worker into it.
 */
async function liteApp(env: Record<string, string>): Promise<Plugin[]> {
  // The brand's config, read as the app reads it; the theme's font stylesheets mean nothing here, so they are empty.
  const { module } = await runnerImport<{ loadBrandConfig: typeof loadBrandConfig }>('./src/config/brands.ts', {
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'silent',
    plugins: [
      {
        name: 'atrium-no-css',
        enforce: 'pre',
        resolveId: (id) => (id.endsWith('.css') ? '\0atrium-no-css' : undefined),
        load: (id) => (id === '\0atrium-no-css' ? 'export {}' : undefined),
      },
    ],
  });
  const brand = module.loadBrandConfig(env as unknown as ImportMetaEnv);
  const colours = brandIconColours(brand);
  const icons: Plugin = {
    name: 'atrium-brand-icons',
    apply: 'build',
    generateBundle() {
      for (const [name, size] of [
        ['icon-192', 192],
        ['icon-512', 512],
        ['maskable-512', 512],
      ] as const) {
        const fileName = iconPath(brand.id, name).slice(1);
        this.emitFile({ type: 'asset', fileName, source: brandIconPng(size, colours.background, colours.mark) });
      }
    },
  };
  const demoWorker = env.VITE_DEMO_WORKER === '1';
  return [
    icons,
    ...VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      // Registered by the app itself after the first screen, never by a script in the HTML's head.
      injectRegister: false,
      manifest: webManifest(brand),
      includeManifestIcons: false,
      workbox: {
        // The shell: the HTML and the start-up groups (the home page, the lobbies, the frame and the dialogs), about
        // 300 KB compressed. Not all 1,400 files (5.8 MB: every language's text and every script's font): the rest is
        // kept as the player meets it (ASSETS_CACHE), and what this visit loaded before the worker came is copied in.
        globPatterns: [
          'index.html',
          `assets/{${['index', ...NAMED_CHUNKS].join(',')}}-*.js`,
          `brands/${brand.id}/*.png`,
          'favicon.svg',
        ],
        runtimeCaching: [
          {
            // Hashed, immutable files: the cached copy is the file. Same origin only; a game's own files never.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: ASSETS_CACHE,
              expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 30 },
            },
          },
        ],
        // Hashed file names are their own version: no cache-busting query on them.
        dontCacheBustURLsMatching: /^assets\//,
        navigateFallback: 'index.html',
        // The shell answers the app's routes only: never a platform call, a demo page (the demo game, the SMS
        // inbox), a file, or msw's worker script.
        navigateFallbackDenylist: [/^\/(wps|lgw|lotto|__demo|assets|brands)\//, /\.[a-z0-9]+$/i],
        cleanupOutdatedCaches: true,
        // The first install takes the open page at once (offline works after one visit); a later version waits
        // until the player reloads (src/shared/pwa/updates.ts), so a page never runs chunks of two versions.
        clientsClaim: true,
        skipWaiting: false,
        // msw's handlers run inside this worker in the demo's static build (one scope has one worker).
        importScripts: demoWorker ? ['/mockServiceWorker.js'] : [],
        sourcemap: false,
      },
    }),
  ];
}

export default defineConfig(async ({ mode, command }) => ({
  plugins: [
    react(),
    demoPlatform(),
    criticalPath(),
    ...(loadEnv(mode, process.cwd(), 'VITE_').VITE_DEMO_WORKER === '1' ? [demoWorkerScript()] : []),
    ...(await liteApp(loadEnv(mode, process.cwd(), 'VITE_'))),
  ],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: true,
    // scripts/budget.mjs reads it to find the home route's critical path.
    manifest: true,
    reportCompressedSize: false,
    // One stylesheet (the fonts' @font-face rules), inlined by criticalPath(): nothing render-blocking.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: command === 'build' ? await startupChunks(mode) : undefined,
        // The start-up chunk lists every lazy chunk's file (to preload a page's pieces together): a name in each
        // file was about 0.6 KB of its compressed size. Lazy chunks are named by their hash alone; the start-up
        // groups and the shell's own chunks keep their names (the start-up journey finds them by name).
        chunkFileNames: (chunk: { readonly name: string }) =>
          NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/c[hash].js',
      },
    },
  },
}));
