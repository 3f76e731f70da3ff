import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  plugins: [react(), demoPlatform()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
  },
});
