/**
 * Integration tests: new password hashes use argon2id at a small cost (64 KiB, one iteration) instead
 * of the production 19 MiB and two iterations, which cost about 50 ms of CPU per hash and 30 ms per check:
 * the integration files hash over a thousand passwords (docs/decisions/ci-time.md). Still argon2id
 * through the same pool and the same PHC strings; a check reads the parameters from the stored hash.
 * auth/routes.int.test.ts registers one account with the production parameters and checks them in the
 * stored hash, and auth/passwords.test.ts (a unit test, without this set-up) checks them too.
 */
import { setPasswordHashCostForTests } from '../auth/passwords';

/** The cost the integration tests hash with (memory in KiB, iterations). */
export const TEST_PASSWORD_HASH_COST = { memoryCost: 64, timeCost: 1 } as const;

setPasswordHashCostForTests(TEST_PASSWORD_HASH_COST);
