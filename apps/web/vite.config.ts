import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    // Maps are made for error reporting but never served: 'hidden' leaves no
    // sourceMappingURL in the scripts, and scripts/move-sourcemaps.mjs takes the
    // files out of dist (the server also refuses any .map path).
    sourcemap: 'hidden',
    reportCompressedSize: false,
    rollupOptions: {
      // The participation page is its own entry: it must not load the organiser app.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        participate: fileURLToPath(new URL('./participate.html', import.meta.url)),
      },
    },
  },
  server: {
    // `npm run dev` serves the SPA here and the API from the server on 3000.
    proxy: { '/api': 'http://localhost:3000' },
  },
});
