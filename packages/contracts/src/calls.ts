import { authCalls } from './auth';
import { dietCalls } from './diets';
import { feedCalls } from './feeds';
import { referenceDataCalls } from './reference-data';

/**
 * Every server call by key. The server registers one route per entry (`POST /<name>`); the web client's
 * `call(key, input)` is typed from this map. Feature files add their own `*Calls` object here.
 */
export const CALLS = {
  ...authCalls,
  ...dietCalls,
  ...feedCalls,
  ...referenceDataCalls,
} as const;

export type CallKey = keyof typeof CALLS;
