import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { appShellScrollClasses } from './app-shell-scroll-classes.ts';
import { featurePublicFiles } from './feature-public-files.ts';
import { firstScreenWeight } from './first-screen-weight.ts';

/** The installable app (issue 33): our own service worker (src/sw.ts) gets the list of built files to precache. */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  // The signed-in layout registers the worker itself, after its first render (lib/offline/register-sw.ts), so the
  // login screen downloads nothing for it; a new version waits for the user's Reload ("prompt").
  injectRegister: false,
  registerType: 'prompt',
  injectManifest: {
    // The app shell and every lazy page, the scanner's wasm included, so the app opens and scans without signal.
    globPatterns: ['**/*.{js,css,html,svg,png,wasm,webmanifest}'],
    maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
  },
  includeAssets: ['icon.svg', 'apple-touch-icon-180x180.png'],
  manifest: {
    name: 'Steelworks',
    short_name: 'Steelworks',
    description: 'Steelworks back office: orders, production, store, sheets and field staff.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#4c6ef5',
    background_color: '#ffffff',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
});

export default defineConfig({
  // Every built file also as .br (brotli 11) and .gz (gzip 9) beside it, which the server sends to a browser that
  // accepts them: compressed once at build time, as small as they get, no work per request (issue 15).
  plugins: [appShellScrollClasses(), featurePublicFiles(), react(), firstScreenWeight(), pwa, compression({ include: /\.(html|css|js|mjs|json|svg|wasm|webmanifest)$/ })],
  server: { port: 5173, proxy: { '/api': 'http://localhost:8000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // index.html preloads what the first screen needs; a lazy page's own imports are not listed in the entry (the list of
    // every page's files had grown to a third of the entry, 6 kB of every first load): the page fetches them itself,
    // and once the service worker has precached the app they come from the phone (docs/decisions/018).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every screen runs (React, the router, TanStack Query, Mantine's core) as one file: one request instead
          // of a dozen and better compression; the rest stays split by route (issue 33 point 7, docs/decisions/018).
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query|@mantine[\\/]hooks|@mantine[\\/]store)[\\/]|node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Loader|UnstyledButton|Transition|ActionIcon|Anchor|Badge|Card|Paper|Overlay|Avatar|Text|Title|Group|Stack|Center|Button|CloseButton|Burger|Skeleton|Alert|Portal))[\\/]|node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes)/,
            },
            {
              // The small helpers most screens share (paged lists, dates, page header, pager): one file, not twenty.
              name: 'shared',
              test: /apps[\\/]web[\\/]src[\\/](components[\\/](page-header|pager|status-badge|date-text|use-paged-query)|lib[\\/](format|list-mutations))\.tsx?$|packages[\\/]contract[\\/]src[\\/]common[\\/](dates|pagination)\.ts$/,
            },
            {
              // What every signed-in screen starts with besides the layout: the offline queue and day cache, the
              // header's bell, the profile and the phone screens' icons. Never anything the login screen imports (it would load the whole file).
              name: 'signed-in',
              // Only these modules: their dependencies the login screen shares (toasts, the api client) stay where they were.
              includeDependenciesRecursively: false,
              test: /apps[\\/]web[\\/]src[\\/](lib[\\/]offline[\\/][\w-]+|components[\\/](lazy-queued-action-card|saved-age|modals-ready|lazy-modal|lazy-part)|features[\\/]notifications[\\/](components[\\/]notification-bell|api[\\/](get-unread-count|notification-keys))|features[\\/]account[\\/]api[\\/]get-profile)\.tsx?$|node_modules[\\/](idb-keyval|@mantine[\\/]modals[\\/]esm[\\/]events)[\\/]?|node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]Icon(Bell|Check|AlertTriangle|PlayerPlay|Scan|CloudUpload)\.mjs$/,
            },
            {
              // The worker's My works in one file: a phone on a slow network pays a round trip per file (issue 33). The
              // dashboard shows a worker's list through production's public file, which joins it (no file of its own).
              name: 'my-works',
              includeDependenciesRecursively: false,
              test: /apps[\\/]web[\\/]src[\\/]features[\\/]production[\\/](public|pages[\\/]my-works-page|api[\\/](get-my-works|get-production-item|keys|queue-work-change)|components[\\/](my-works-list|work-actions))\.tsx?$|packages[\\/]contract[\\/]src[\\/]production-text\.ts$/,
            },
          ],
        },
      },
    },
  },
});
