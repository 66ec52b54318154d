import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:8080';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes a .br and a .gz beside every compressible built file, once at build time, so the API serves
 * them as they are (@fastify/static `preCompressed`) instead of compressing per request or sending
 * the scripts uncompressed (docs/decisions/189).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'dispatchwise-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const body = await readFile(full);
            if (body.length < 1024) return;
            const [br, gz] = await Promise.all([
              brotli(body, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
              gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
          }),
      );
    },
  };
}

const LAZY_PICKERS = path.resolve(import.meta.dirname, 'src/components/date-pickers/lazy-date-pickers.tsx');

/**
 * MUI parts that material-react-table imports for what our grids do not use: the autocomplete and range filters,
 * single-row selection, the row-editing dialog (docs/decisions/197), the numbered pager (our grids use the
 * rows-per-page pager) and the loading skeleton cells (our grids draw their own rows; decision 210).
 */
const UNUSED_GRID_PARTS = new Set([
  'Autocomplete',
  'Dialog',
  'DialogActions',
  'DialogContent',
  'DialogTitle',
  'Pagination',
  'PaginationItem',
  'Radio',
  'Skeleton',
  'Slider',
]);
const LAZY_PART = '\0dispatchwise-lazy-grid-part:';
const TOOLTIP = path.resolve(import.meta.dirname, 'src/components/tooltip.tsx');
const GRID_TOOLTIP = '\0dispatchwise-grid-tooltip';

/**
 * material-react-table imports the MUI X date pickers for its date filters, and the UNUSED_GRID_PARTS above,
 * none of which our grids draw until someone opens one: its imports get lazy versions, so a list screen does not
 * download them (decisions 189, 197). Its tooltips are the app's, loaded on use (decision 211).
 */
function lazyGridParts(): Plugin {
  return {
    name: 'dispatchwise-lazy-grid-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      // MUI's Autocomplete draws its list in a Popper only once opened: the Popper (with Popper.js, about 9 KB of
      // gzip) loads then, not with every form that has a picker (decision 211).
      const isAutocomplete = importer?.includes(
        `${path.sep}@mui${path.sep}material${path.sep}esm${path.sep}Autocomplete${path.sep}`,
      );
      if (isAutocomplete && source === '../Popper/index.js') return `${LAZY_PART}Popper`;
      const isGrid = importer?.includes(`${path.sep}material-react-table${path.sep}`) ?? false;
      if (!isGrid) return null;
      if (/^@mui\/x-date-pickers\/(DatePicker|DateTimePicker|TimePicker)$/.test(source)) return LAZY_PICKERS;
      if (source === '@mui/material/Tooltip') return GRID_TOOLTIP;
      const part = /^@mui\/material\/(\w+)$/.exec(source)?.[1];
      return part && UNUSED_GRID_PARTS.has(part) ? `${LAZY_PART}${part}` : null;
    },
    load(id) {
      if (id === `${LAZY_PART}Popper`) {
        // Autocomplete renders its Popper closed from the start: nothing is drawn, or loaded, until it first opens.
        return [
          `import { createElement, lazy, Suspense, useState } from 'react';`,
          `const Part = lazy(() => import('@mui/material/Popper'));`,
          `export default function LazyPopper(props) {`,
          `  const [hasOpened, setHasOpened] = useState(false);`,
          `  if (props.open && !hasOpened) setHasOpened(true);`,
          `  if (!props.open && !hasOpened) return null;`,
          `  return createElement(Suspense, { fallback: null }, createElement(Part, props));`,
          `}`,
        ].join('\n');
      }
      // The app's Tooltip, which loads MUI's when the user points at what it explains (decision 211).
      if (id === GRID_TOOLTIP) return `export { Tooltip as default } from ${JSON.stringify(TOOLTIP)};`;
      if (!id.startsWith(LAZY_PART)) return null;
      const part = id.slice(LAZY_PART.length);
      // Drawn only if a grid ever uses such a filter: then it loads, and shows nothing until it has.
      return [
        `import { createElement, lazy, Suspense } from 'react';`,
        `const Part = lazy(() => import('@mui/material/${part}'));`,
        `export default function Lazy${part}(props) {`,
        `  return createElement(Suspense, { fallback: null }, createElement(Part, props));`,
        `}`,
      ].join('\n');
    },
  };
}

// The API serves the built app from ./dist; in development Vite proxies the API, the issuer and its
// sign-in pages so the browser sees one origin (the issuer's redirect URIs are origin-relative).
export default defineConfig({
  plugins: [lazyGridParts(), react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // Everything the shell imports statically (React, MUI's core, the router, the query cache, the sign-in,
        // and the MUI parts the shell shares with screens) is one chunk: every route loads all of it anyway,
        // and left to itself the bundler cut it into about 45 small files that share them with the screens'
        // chunks, which cost each route about 17 KB of gzip and 45 requests (docs/decisions/197).
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
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
