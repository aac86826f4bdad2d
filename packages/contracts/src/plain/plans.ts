/** Plan constants without schemas (plans.ts re-exports them; plain/index.ts says why). */

/** The free premium trial lasts this many calendar days, today included (docs/product/shell.md#constants: 7 days, once). */
export const TRIAL_DAYS = 7;
