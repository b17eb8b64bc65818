import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
  server: {
    port: 5173,
    // `npm run dev` talks to the sandbox's mock backend on 4010 until the service worker lands.
    proxy: {
      '/wps': 'http://127.0.0.1:4010',
      '/lgw': 'http://127.0.0.1:4010',
      '/docs': 'http://127.0.0.1:4010',
      '/openapi.json': 'http://127.0.0.1:4010',
    },
  },
});
