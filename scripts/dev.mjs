// `npm run dev`: the API with reload (tsx watch) and the web app with hot reload (Vite, proxying the API).
import { spawn } from 'node:child_process';
import { ensureInstalled, ROOT } from './lib.mjs';

ensureInstalled();
const apiPort = process.env.PORT ?? '3000';
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, SERVE_WEB: 'false' },
  }),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, COCHO_API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
