import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = `http://localhost:${process.env.COCHO_API_PORT ?? '3000'}`;

// The API answers `POST /<call name>` at the root (docs/decisions/api-paths-at-root.md): in development every
// non-GET request and /health go to the API; GET page loads stay with Vite (index.html fallback).
const apiProxy = {
  target: apiTarget,
  changeOrigin: true,
  bypass: (request: { method?: string; url?: string }) => {
    const isHealth = request.url === '/health' || request.url?.startsWith('/health?');
    if (isHealth) return undefined;
    if (request.method === 'GET' || request.method === 'HEAD') return request.url;
    return undefined;
  },
};

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // Our workspace packages are pure modules exported through one barrel each: without this, importing
      // one constant from @cocho/engine would pull every engine module (and the LP solver) into the chunk.
      treeshake: {
        moduleSideEffects: (id: string) =>
          /[\\/]packages[\\/](engine|contracts)[\\/]src[\\/]/.test(id) ? false : undefined,
      },
    },
  },
  server: {
    port: Number(process.env.COCHO_WEB_PORT ?? 5173),
    proxy: { '^/.*': apiProxy },
  },
  preview: {
    proxy: { '^/.*': apiProxy },
  },
});
