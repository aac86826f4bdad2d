/**
 * Stored feature flags (docs/product/shell.md#roles). Absent rows mean the default of contracts DEFAULT_FEATURE_FLAGS, so a
 * new flag or ability needs no migration.
 */
export type FeatureFlagsTable = {
  /** A GLOBAL_FLAGS name. */
  nome: string;
  ativo: number;
  updated_at: string;
};

/** Whether a profile has an ability (1) or not (0), overriding the default assignment. */
export type ProfileAbilitiesTable = {
  perfil: string;
  habilidade: string;
  concedida: number;
  updated_at: string;
};

export type FeatureFlagsTables = {
  feature_flags: FeatureFlagsTable;
  profile_abilities: ProfileAbilitiesTable;
};
