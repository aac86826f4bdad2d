/**
 * Every migration, oldest first. Add a new file as `<YYYYMMDDHHMMSS>_<name>.ts` (UTC, later than the last
 * one; never edit a merged migration) and append one line here. `index.test.ts` checks that this list is
 * sorted, timestamped and matches the files in this folder.
 */
import type { Migration } from 'kysely';
import * as m20261122033000 from './20261122033000_users_and_sessions';
import * as m20261122033100 from './20261122033100_reference_data';
import * as m20261122034000 from './20261122034000_feeds';
import * as m20261122035000 from './20261122035000_diets';
import * as m20261124110000 from './20261124110000_plans_coupons_ads_flags';
import * as m20261124120000 from './20261124120000_diet_summaries';
import * as m20261201090000 from './20261201090000_feed_seed_digest';
import * as m20261202100000 from './20261202100000_accounts';
import * as m20261203100000 from './20261203100000_consultancy_clients';
import * as m20261203110000 from './20261203110000_sharing';
import * as m20261210090000 from './20261210090000_audit_log';
import * as m20261211110000 from './20261211110000_notifications';
import * as m20261211120000 from './20261211120000_help_feedback';
import * as m20261211130000 from './20261211130000_companies';
import * as m20261215100000 from './20261215100000_company_contacts';
import * as m20261216100000 from './20261216100000_admin_tools';
import * as m20261217100000 from './20261217100000_company_feeds';
import * as m20261218100000 from './20261218100000_server_secrets';
import * as m20261228100000 from './20261228100000_security_records';
import * as m20261228110000 from './20261228110000_diet_save_keys';
import * as m20261229100000 from './20261229100000_user_notices';
import * as m20261229120000 from './20261229120000_share_invitations';
import * as m20261229140000 from './20261229140000_feedback_replies';
import * as m20261230100000 from './20261230100000_user_currency';
import * as m20261230100100 from './20261230100100_diet_currency_column';
import * as m20261230200000 from './20261230200000_create_keys';

export const MIGRATIONS: readonly (readonly [name: string, migration: Migration])[] = [
  ['20261122033000_users_and_sessions', m20261122033000],
  ['20261122033100_reference_data', m20261122033100],
  ['20261122034000_feeds', m20261122034000],
  ['20261122035000_diets', m20261122035000],
  ['20261124110000_plans_coupons_ads_flags', m20261124110000],
  ['20261124120000_diet_summaries', m20261124120000],
  ['20261201090000_feed_seed_digest', m20261201090000],
  ['20261202100000_accounts', m20261202100000],
  ['20261203100000_consultancy_clients', m20261203100000],
  ['20261203110000_sharing', m20261203110000],
  ['20261210090000_audit_log', m20261210090000],
  ['20261211110000_notifications', m20261211110000],
  ['20261211120000_help_feedback', m20261211120000],
  ['20261211130000_companies', m20261211130000],
  ['20261215100000_company_contacts', m20261215100000],
  ['20261216100000_admin_tools', m20261216100000],
  ['20261217100000_company_feeds', m20261217100000],
  ['20261218100000_server_secrets', m20261218100000],
  ['20261228100000_security_records', m20261228100000],
  ['20261228110000_diet_save_keys', m20261228110000],
  ['20261229100000_user_notices', m20261229100000],
  ['20261229120000_share_invitations', m20261229120000],
  ['20261229140000_feedback_replies', m20261229140000],
  ['20261230100000_user_currency', m20261230100000],
  ['20261230100100_diet_currency_column', m20261230100100],
  ['20261230200000_create_keys', m20261230200000],
];
