import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { createDemoMiddleware } from '@atrium/api/demo/server';
import { createDemoPlatform } from '@atrium/api/demo';

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

/** With VITE_DEMO_WORKER=1, serves and emits msw's worker script, which only that build uses. */
function demoWorkerScript(): Plugin {
  const source = () => readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'), 'utf8');
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

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    demoPlatform(),
    ...(loadEnv(mode, process.cwd(), 'VITE_').VITE_DEMO_WORKER === '1' ? [demoWorkerScript()] : []),
  ],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: true,
    // scripts/budget.mjs reads it to find the home route's critical path.
    manifest: true,
    reportCompressedSize: false,
  },
}));
