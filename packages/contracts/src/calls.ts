import { accountCalls } from './account';
import { authCalls } from './auth';
import { dietCalls } from './diets';
import { feedCalls } from './feeds';
import { referenceDataCalls } from './reference-data';
import { adCalls } from './ads';
import { featureFlagCalls } from './feature-flags-calls';
import { planCalls } from './plans';
import { dashboardCalls } from './dashboard';
import { consultancyCalls } from './consultancy';
import { sharingCalls } from './sharing';
import { companyCalls } from './companies';
import { companyContactCalls } from './company-contacts';
import { companyFeedCalls } from './company-feeds';
import { notificationCalls } from './notifications';
import { adminCalls } from './admin';
import { adminToolCalls } from './admin-tools';
import { adminCompanyCalls } from './admin-companies';
import { helpCalls } from './help';
import { privacyCalls } from './privacy';

/**
 * Every server call by key. The server registers one route per entry (`POST /<name>`); the web client's
 * `call(key, input)` is typed from this map. Feature files add their own `*Calls` object here.
 */
export const CALLS = {
  ...authCalls,
  ...accountCalls,
  ...dietCalls,
  ...feedCalls,
  ...referenceDataCalls,
  ...planCalls,
  ...adCalls,
  ...featureFlagCalls,
  ...dashboardCalls,
  ...consultancyCalls,
  ...sharingCalls,
  ...companyCalls,
  ...companyContactCalls,
  ...companyFeedCalls,
  ...notificationCalls,
  ...adminCalls,
  ...adminToolCalls,
  ...adminCompanyCalls,
  ...helpCalls,
  ...privacyCalls,
} as const;

export type CallKey = keyof typeof CALLS;
