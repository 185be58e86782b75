/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

// The admin UI: a static build served by the API at /admin. JSX goes through esbuild's automatic
// runtime (no Babel plugin: @vitejs/plugin-react 6 wants Vite 8, which does not install here).
export default defineConfig({
  root,
  base: '/admin/',
  publicDir: false,
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    // `npm run admin:dev`: the UI with hot reload, its GraphQL and the staff sign-in (/v1/auth) sent to the API at ADMIN_API (default :4000).
    proxy: { '/graphql': process.env.ADMIN_API ?? 'http://127.0.0.1:4000', '/v1/auth': process.env.ADMIN_API ?? 'http://127.0.0.1:4000' },
  },
  test: {
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    css: false,
    // A test's own budget, not a speed check: under load a form test with many inputs took 5.2 s.
    testTimeout: 20_000,
  },
});
