/** The starter library files (copies of shared/data/feeds/*.csv; credit in README.md). */
export const SEED_FILE_NAMES = [
  'nasem-2021-starter.csv',
  'ilri-tropical-roughages.csv',
  'brazil-tropical-cited.csv',
] as const;
export type SeedFileName = (typeof SEED_FILE_NAMES)[number];
