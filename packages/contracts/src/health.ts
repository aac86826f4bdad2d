/** `GET /health`: liveness plus what Ctrl+Insert shows (docs/product/shell.md#screens keyboard shortcuts). */
import { z } from 'zod';

export const ZHealth = z.object({
  status: z.literal('ok'),
  /** App version (docs/product/shell.md#constants: 5.0.13). */
  version: z.string(),
  /** Git commit or build time of the running server. */
  build: z.string(),
  /** 'local' for the embedded SQLite database, 'remote' for PostgreSQL. */
  database: z.enum(['local', 'remote']),
});
export type THealth = z.infer<typeof ZHealth>;
