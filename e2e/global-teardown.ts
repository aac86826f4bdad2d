import { rmSync } from 'node:fs';

/** Removes the throw-away database folder of this run. */
export default function globalTeardown(): void {
  const dir = process.env.COCHO_E2E_DB_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
