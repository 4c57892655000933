import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstScreenWeight } from './first-screen-weight';

export default defineConfig({
  plugins: [react(), firstScreenWeight()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:8000' } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 900 },
});
