/**
 * Feature flag calls (docs/product/shell.md#roles Feature flags): anyone reads the flags in force (the web needs the global
 * ones before sign-in); administrators replace them. Choices: docs/decisions/feature-flags-storage.md.
 */
import { z } from 'zod';
import { ZFeatureFlags } from './access/access-schemas';
import { defineCall } from './define-call';

export const getFeatureFlags = defineCall('flags/get', z.object({}), ZFeatureFlags, { auth: false });

/**
 * Replaces the flags (every global flag and every profile's ability list). The administrator profile keeps
 * every ability whatever is sent; `administration` may be given to no other profile (VALIDATION_FAILED).
 */
export const updateFeatureFlags = defineCall('adm/flags/update', ZFeatureFlags, ZFeatureFlags, {
  auth: true,
});

export const featureFlagCalls = { getFeatureFlags, updateFeatureFlags } as const;
