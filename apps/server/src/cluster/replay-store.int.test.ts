/**
 * The replay store is reached only by requests the rate limit let through, and bounds each client
 * (docs/decisions/concurrency-and-cluster.md).
 */
import { expect, it } from 'vitest';
import { forEachDatabase } from '../testing/for-each-database';
import { ReplayMemory } from './replay-store';

forEachDatabase(
  'replay store after the rate limit',
  (t) => {
    it('does not remember the signatures of requests the rate limit refused', async () => {
      const store = t.app.deps.cluster.replay;
      if (!(store instanceof ReplayMemory)) throw new Error('expected the in-process store');
      const before = store.size;
      const answers = [];
      for (let index = 0; index < 12; index += 1) answers.push(await t.call('auth/meuIP', {}));
      const passed = answers.filter((answer) => answer.status === 200).length;
      expect(passed).toBe(5);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(12 - passed);
      expect(store.size - before).toBe(passed);
    });
  },
  { env: { RATE_LIMIT_MAX: '5' }, seed: false },
);
