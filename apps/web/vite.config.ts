import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';

const PARTICIPATE_PAGE = fileURLToPath(new URL('./participate.html', import.meta.url));
let participatePageModules: Set<string> | null = null;

/** Whether the participation page (participate.html and everything it imports) loads this module. */
function isParticipatePageModule(id: string, ctx: Rolldown.ChunkingContext): boolean {
  if (!participatePageModules) {
    const seen = new Set<string>();
    const visit = (moduleId: string) => {
      if (seen.has(moduleId)) return;
      seen.add(moduleId);
      for (const imported of ctx.getModuleInfo(moduleId)?.importedIds ?? []) visit(imported);
    };
    visit(PARTICIPATE_PAGE);
    participatePageModules = seen;
  }
  return participatePageModules.has(id);
}

export default defineConfig({
  // lingui(): the organiser app's catalogs (src/locales/*.json?lingui) compiled at build (lingui.config.ts).
  plugins: [react(), tailwindcss(), lingui()],
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
        participate: PARTICIPATE_PAGE,
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // What the app's page loads before anything else, in one chunk: left to itself the
              // bundler cut it into 15 to 50 small files (the modules it shares with each lazy
              // chunk), which compress worse (about 10 KB more) and each cost a request. The
              // participation page's own modules stay out, or that page would load the app.
              name: (id, ctx) => (isParticipatePageModule(id, ctx) ? null : 'entry'),
              tags: ['$initial'],
              // Without this the stylesheet's module and Vite's preload polyfill, shared with the
              // participation page, were pulled in as dependencies (and that page with them).
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev` serves the SPA here and the API from the server on 3000.
    proxy: { '/api': 'http://localhost:3000' },
  },
});
