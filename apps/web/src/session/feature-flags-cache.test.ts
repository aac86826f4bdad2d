import { DEFAULT_FEATURE_FLAGS, ZFeatureFlags } from '@cocho/contracts';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { parseFeatureFlags, readCachedFlags } from './feature-flags-cache';

const valid = {
  global: { ...DEFAULT_FEATURE_FLAGS.global, ads: false, block_printing: true },
  profiles: { ...DEFAULT_FEATURE_FLAGS.profiles, free: ['formulate_diet'] },
};

/** Inputs near the valid shape, each broken in one way (or not broken at all). */
const cases: [string, unknown][] = [
  ['valid', valid],
  ['defaults', DEFAULT_FEATURE_FLAGS],
  [
    'extra keys at every level',
    { ...valid, x: 1, global: { ...valid.global, y: true }, profiles: { ...valid.profiles, z: [] } },
  ],
  ['a switch missing', { ...valid, global: { ...valid.global, ads: undefined } }],
  ['a switch as a string', { ...valid, global: { ...valid.global, ads: 'false' } }],
  ['a switch as 0', { ...valid, global: { ...valid.global, blog: 0 } }],
  ['a profile missing', { ...valid, profiles: { ...valid.profiles, free: undefined } }],
  ['an unknown ability', { ...valid, profiles: { ...valid.profiles, free: ['formulate_diet', 'fly'] } }],
  ['abilities as an object', { ...valid, profiles: { ...valid.profiles, free: { 0: 'formulate_diet' } } }],
  ['no profiles', { global: valid.global }],
  ['global as an array', { ...valid, global: [] }],
  ['an array', [valid]],
  ['null', null],
  ['a number', 3],
  ['a string', 'flags'],
];

describe('parseFeatureFlags', () => {
  it.each(cases)('answers what ZFeatureFlags answers: %s', (_name, input) => {
    const expected = ZFeatureFlags.safeParse(input);
    expect(parseFeatureFlags(input)).toEqual(expected.success ? expected.data : null);
  });

  it('copies the ability lists (the cached object is not shared)', () => {
    const parsed = parseFeatureFlags(valid);
    expect(parsed?.profiles.free).not.toBe(valid.profiles.free);
  });
});

describe('readCachedFlags', () => {
  const storageWith = (text: string | null) => ({
    getItem: (key: string) => (key === STORAGE_KEYS.featureFlags ? text : null),
  });

  it('reads valid cached flags and falls back to the defaults for anything else', () => {
    expect(readCachedFlags(storageWith(JSON.stringify(valid)))).toEqual(valid);
    expect(readCachedFlags(storageWith(null))).toBe(DEFAULT_FEATURE_FLAGS);
    expect(readCachedFlags(storageWith('{not json'))).toBe(DEFAULT_FEATURE_FLAGS);
    expect(readCachedFlags(storageWith(JSON.stringify({ global: {} })))).toBe(DEFAULT_FEATURE_FLAGS);
  });
});
