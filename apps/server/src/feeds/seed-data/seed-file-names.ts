/**
 * The starter library files: copies of the project's starter feed files (README.md here), and brazil-pastures-cited.csv, Brazilian pasture rows
 * written here from their cited abstracts (credit in README.md).
 */
export const SEED_FILE_NAMES = [
  'nasem-2021-starter.csv',
  'ilri-tropical-roughages.csv',
  'brazil-tropical-cited.csv',
  'brazil-pastures-cited.csv',
] as const;
export type SeedFileName = (typeof SEED_FILE_NAMES)[number];
