/** Diet record constants without schemas (diets.ts re-exports them; plain/index.ts says why). */

/** Diet name length, characters. */
export const DIET_NAME_MAX_CHARS = 200;

/** A tracked diet's lifecycle: its kind and its situation (diets.ts ZDietCycle). */
export const DIET_CYCLE_TYPES = ['adaptacao', 'crescimento', 'terminacao'] as const;
export const DIET_SITUATIONS = ['salva', 'ativa', 'finalizada', 'desativada'] as const;
