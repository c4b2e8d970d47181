import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development /api goes to the API server (npm run dev starts both); in production the API
// serves the built files itself, so one port carries everything.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': { target: process.env.CRM_API_URL ?? 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
});
