import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:8080';

// The API serves the built app from ./dist; in development Vite proxies the API, the issuer and its
// sign-in pages so the browser sees one origin (the issuer's redirect URIs are origin-relative).
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/auth': { target: apiTarget, changeOrigin: false },
      '/signin': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
});
