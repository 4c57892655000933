import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { firstScreenWeight } from './first-screen-weight';

export default defineConfig({
  // Every built file also as .br (brotli 11) and .gz (gzip 9) beside it, which the server sends to a browser that
  // accepts them: compressed once at build time, as small as they get, no work per request (issue 15).
  plugins: [react(), firstScreenWeight(), compression({ include: /\.(html|css|js|mjs|json|svg|wasm)$/ })],
  server: { port: 5173, proxy: { '/api': 'http://localhost:8000' } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 900 },
});
