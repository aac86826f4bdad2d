import { z } from 'zod';
import { NetworkError } from './client';

/** The answer of `GET /health` (not a product call, so its schema lives with its only reader). */
export const ZHealth = z.object({
  status: z.string(),
  version: z.string(),
  build: z.string(),
  database: z.enum(['local', 'remote']),
});
export type THealth = z.infer<typeof ZHealth>;

export async function fetchHealth(): Promise<THealth> {
  let response: Response;
  try {
    response = await fetch('/health', { headers: { accept: 'application/json' } });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  return ZHealth.parse(await response.json());
}
