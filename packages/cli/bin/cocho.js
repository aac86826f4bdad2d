#!/usr/bin/env node
// Entry of the `cocho` command: runs the bundle built by `npm start`, `npm test` or `npm run build`.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bundle = fileURLToPath(new URL('../dist/cocho.js', import.meta.url));
if (!existsSync(bundle)) {
  console.error(
    'cocho is not built yet: run `npm run build` (or `npm start` / `npm test`) in the repository root.',
  );
  process.exit(1);
}
await import(bundle);
