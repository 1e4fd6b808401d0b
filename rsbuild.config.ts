import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/**
 * One config, one environment per app (architecture.md).
 * - main: the shell, served at `/`.
 * - car: the vehicle console, served at `/apps/car/` (inside the shell through wujie, or standalone).
 * - data-report: the reports, served at `/apps/data-report/` (likewise).
 * - assistant: the chat widget, one script at `/apps/assistant/assistant.js` the shell loads by URL.
 *
 * Dev runs one process per environment (ports are per process), so the process says which app it
 * serves through RSBUILD_APP; that decides the server base and the ports used in absolute URLs.
 */
const apiPort = Number(process.env.PORT ?? 8080);
const carDevPort = Number(process.env.CAR_DEV_PORT ?? 3001);
/** the data-report app's dev port: the seed gives sub-app n the port 3001 + n (server/seed/catalogue.ts) */
const dataReportDevPort = Number(process.env.DATA_REPORT_DEV_PORT ?? 3007);
/** the assistant widget's dev server (above the sub-apps' 3001 + n); the shell's dev server forwards `/apps/assistant/` to it */
const assistantDevPort = Number(process.env.ASSISTANT_DEV_PORT ?? 3030);
const devApp = process.env.RSBUILD_APP ?? 'main';
const DEV_BASES: Record<string, string> = { car: '/apps/car', 'data-report': '/apps/data-report', assistant: '/apps/assistant' };

/** API paths the dev servers forward to the reference server (the shell's own `/car/*` routes are not API). */
const apiPrefixes = ['/oauth', '/oauthToken', '/car/v1', '/car/v4'];

export default defineConfig({
  plugins: [pluginReact()],
  html: {
    // every app's page declares its language (screen readers, spell-check, fonts: product-spec §8)
    template: './shared/html/app-template.html',
    title: '车辆定位平台',
    mountId: 'root',
  },
  performance: {
    chunkSplit: { strategy: 'split-by-experience' },
  },
  tools: {
    rspack: {
      module: {
        rules: [
          {
            // antd's own components are marked side-effect free; the rc-component packages under them
            // are just as pure but do not say so, and e.g. antd's form context (pulled in by every
            // Modal, Dropdown and input) then carried the whole of @rc-component/form and its
            // validator into each app's initial JS (issue 12). They run no code at import time.
            test: /[\\/]node_modules[\\/]@rc-component[\\/]/,
            sideEffects: false,
          },
        ],
      },
    },
  },
  server: {
    base: DEV_BASES[devApp] ?? '/',
    historyApiFallback: devApp !== 'assistant',
    proxy: [
      { pathFilter: apiPrefixes, target: `http://localhost:${apiPort}` },
      // `npm run dev`: the shell loads the widget at the address the server gives (/apps/assistant/assistant.js)
      ...(devApp === 'main' ? [{ pathFilter: ['/apps/assistant'], target: `http://localhost:${assistantDevPort}` }] : []),
    ],
  },
  environments: {
    main: {
      source: { entry: { index: './main/bootstrap.tsx' } },
      output: { distPath: { root: 'dist/main' }, assetPrefix: '/' },
    },
    car: {
      source: { entry: { index: './micro/car/index.tsx' } },
      // Absolute asset paths that include `/apps/car/`: wujie's __WUJIE_PUBLIC_PATH__ drops the path (wujie-notes.md).
      output: { distPath: { root: 'dist/car' }, assetPrefix: '/apps/car/' },
      dev: { assetPrefix: `http://localhost:${carDevPort}/apps/car/` },
    },
    'data-report': {
      source: { entry: { index: './micro/data-report/index.tsx' } },
      // like the console: absolute asset paths that include `/apps/data-report/` (wujie-notes.md)
      output: { distPath: { root: 'dist/data-report' }, assetPrefix: '/apps/data-report/' },
      dev: { assetPrefix: `http://localhost:${dataReportDevPort}/apps/data-report/` },
    },
    // a third-party-style widget: one self-contained script with a stable name, no page of its own,
    // so the shell's initial JS does not grow and a deployment can point at another assistant
    assistant: {
      source: { entry: { assistant: './micro/assistant/index.ts' } },
      output: {
        distPath: { root: 'dist/assistant', js: '' },
        // the entry keeps its stable name (a deployment points at it); its chunks are hashed (below)
        filename: { js: '[name].js' },
        // chunks load from wherever the script itself was loaded (another host, the dev server)
        assetPrefix: 'auto',
        injectStyles: true,
      },
      performance: { chunkSplit: { strategy: 'all-in-one' } },
      // a guest in the shell's page: no hot reload client of its own (a reload picks up a change)
      dev: { hmr: false, liveReload: false },
      tools: {
        htmlPlugin: false,
        // its own chunk-loading global: the host page (the shell) has a bundler runtime of its own
        // the chat chunk (loaded on open) under static/ with a content hash: cached for a year
        rspack: { output: { uniqueName: 'fleetAssistantWidget', chunkFilename: 'static/js/async/[name].[contenthash:8].js' } },
      },
    },
  },
});
