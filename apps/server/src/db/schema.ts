/**
 * The whole database as Kysely sees it: one intersection of every feature's table types
 * (apps/server/src/db/tables/<feature>.ts). A feature adds its file there and one line here.
 */
import type { DietsTables } from './tables/diets';
import type { FeedsTables } from './tables/feeds';
import type { ReferenceDataTables } from './tables/reference-data';
import type { UsersTables } from './tables/users';

export type Database = UsersTables & ReferenceDataTables & FeedsTables & DietsTables;
