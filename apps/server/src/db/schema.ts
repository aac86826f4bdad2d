/**
 * The whole database as Kysely sees it: one intersection of every feature's table types
 * (apps/server/src/db/tables/<feature>.ts). A feature adds its file there and one line here.
 */
import type { AdsTables } from './tables/ads';
import type { AuditTables } from './tables/audit';
import type { CompaniesTables } from './tables/companies';
import type { CompanyContactsTables } from './tables/company-contacts';
import type { ConsultancyTables } from './tables/consultancy';
import type { CouponsTables } from './tables/coupons';
import type { DietsTables } from './tables/diets';
import type { FeatureFlagsTables } from './tables/feature-flags';
import type { FeedsTables } from './tables/feeds';
import type { NotificationsTables } from './tables/notifications';
import type { HelpTables } from './tables/help';
import type { PlansTables } from './tables/plans';
import type { ReferenceDataTables } from './tables/reference-data';
import type { SecurityTables } from './tables/security';
import type { ServerSecretsTables } from './tables/server-secrets';
import type { SharingTables } from './tables/sharing';
import type { UsersTables } from './tables/users';

export type Database = UsersTables &
  ReferenceDataTables &
  FeedsTables &
  DietsTables &
  PlansTables &
  CouponsTables &
  AdsTables &
  FeatureFlagsTables &
  AuditTables &
  CompaniesTables &
  CompanyContactsTables &
  ConsultancyTables &
  SharingTables &
  NotificationsTables &
  HelpTables &
  ServerSecretsTables &
  SecurityTables;
