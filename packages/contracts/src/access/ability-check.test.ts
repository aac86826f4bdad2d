/**
 * The ability matrix of docs/product/shell.md#roles: every role × every ability, with the default feature flags. The expected
 * sets are written out here, independently of DEFAULT_PROFILE_ABILITIES, so a change of the assignment
 * shows up as a failing row.
 */
import { describe, expect, it } from 'vitest';
import type { TUser, TUserPlan } from '../auth';
import { ABILITIES } from './abilities';
import type { Ability } from './abilities';
import { abilitiesOf, can, getsAds } from './ability-check';
import { DEFAULT_FEATURE_FLAGS } from './feature-flags';
import type { TFeatureFlags } from './feature-flags';
import type { AccessSubject } from './profiles';

const TODAY = '2026-11-24';

const FREE: AccessSubject = {
  administrador: false,
  permissao: null,
  premium: false,
  premiumInfinito: false,
  consultor: false,
  gestor: false,
  vinculado: false,
  area_universitaria: false,
  planos: [],
  consultoria: null,
  emp_user: [],
  empresa_inativa: false,
};

const plan = (tipo: TUserPlan['tipo'], data_final: string | null, revogado: 0 | 1 = 0): TUserPlan => ({
  id: 1,
  id_empresa: null,
  tipo,
  data_final,
  revogado,
});
const companyLink = (acesso: 0 | 1 | 2 | 3): Pick<TUser, 'emp_user'> => ({
  emp_user: [{ id_empresa: 7, acesso, autorizado: true, ativo: true }],
});

const FREE_SET: Ability[] = [
  'formulate_diet',
  'edit_requirement',
  'roughage_ratio',
  'edit_cqbal_feed',
  'send_feed',
  'list_user_feeds',
  'charts',
  'calculate_ration',
  'formulate_supplement',
  'prediction_compatible',
];
const PRODUCER_SET: Ability[] = [...FREE_SET, 'save_diet', 'activate_diet', 'pdf_export', 'ad_free'];
const PREMIUM_SET: Ability[] = [
  ...PRODUCER_SET,
  'save_prediction',
  'create_supplement',
  'refine',
  'reoptimise',
  'unlimited_active_diets',
  'full_financial_report',
  'premix',
];
const CONSULTANT_SET: Ability[] = [...PREMIUM_SET, 'consultancy', 'share_with_permissions'];
const LINKED_SET: Ability[] = [...PREMIUM_SET, 'company_area', 'company_feeds'];
const MANAGER_SET: Ability[] = [...LINKED_SET, 'company_management'];
/** docs/product/shell.md#screens: company staff whose access level is not 3 also get the consultant area. */
const STAFF_EXTRA: Ability[] = ['consultancy', 'share_with_permissions'];

const ROLES: ReadonlyArray<{ role: string; user: AccessSubject; expected: readonly Ability[] }> = [
  { role: 'free user (no plan)', user: FREE, expected: FREE_SET },
  {
    role: 'pecuarista with a producer plan (type 0)',
    user: { ...FREE, planos: [plan(0, '2026-12-31')] },
    expected: PRODUCER_SET,
  },
  { role: 'premium flag', user: { ...FREE, premium: true }, expected: PREMIUM_SET },
  { role: 'permanent premium', user: { ...FREE, premiumInfinito: true }, expected: PREMIUM_SET },
  { role: 'premium plan (type 1)', user: { ...FREE, planos: [plan(1, TODAY)] }, expected: PREMIUM_SET },
  { role: 'start plan (type 3)', user: { ...FREE, planos: [plan(3, null)] }, expected: PREMIUM_SET },
  {
    role: 'business plan (type 4)',
    user: { ...FREE, planos: [plan(4, '2027-01-01')] },
    expected: PREMIUM_SET,
  },
  {
    role: 'consultant plan (type 2)',
    user: { ...FREE, planos: [plan(2, '2027-06-30')] },
    expected: CONSULTANT_SET,
  },
  {
    role: 'consultant with a valid consultancy',
    user: { ...FREE, consultoria: { id: 3, data_fim: '2027-01-31', max_clientes: 20 } },
    expected: CONSULTANT_SET,
  },
  {
    role: 'consultant flag set by an administrator',
    user: { ...FREE, consultor: true },
    expected: CONSULTANT_SET,
  },
  {
    role: 'company manager (gestor)',
    user: { ...FREE, gestor: true },
    expected: [...MANAGER_SET, ...STAFF_EXTRA],
  },
  {
    role: 'company collaborator, access 0 (manager)',
    user: { ...FREE, ...companyLink(0) },
    expected: [...MANAGER_SET, ...STAFF_EXTRA],
  },
  {
    role: 'regional manager (access 1)',
    user: { ...FREE, ...companyLink(1) },
    expected: [...LINKED_SET, ...STAFF_EXTRA],
  },
  {
    role: 'sales technician (access 2)',
    user: { ...FREE, ...companyLink(2) },
    expected: [...LINKED_SET, ...STAFF_EXTRA],
  },
  { role: 'linked producer (access 3)', user: { ...FREE, ...companyLink(3) }, expected: LINKED_SET },
  { role: 'linked flag (vinculado)', user: { ...FREE, vinculado: true }, expected: LINKED_SET },
  {
    role: 'professor or student (university area)',
    user: { ...FREE, area_universitaria: true },
    expected: [...FREE_SET, 'ad_free'],
  },
  { role: 'administrator', user: { ...FREE, administrador: true }, expected: ABILITIES },
  { role: 'permissao 0 (administrator reading)', user: { ...FREE, permissao: 0 }, expected: ABILITIES },
  { role: 'permissao 1 (common user)', user: { ...FREE, permissao: 1 }, expected: FREE_SET },
  // docs/product/shell.md#roles: a revoked plan restricts access to the first module, unless in the university area.
  {
    role: 'premium with a revoked plan',
    user: { ...FREE, premium: true, planos: [plan(1, null, 1)] },
    expected: ['formulate_diet'],
  },
  {
    role: 'university area with a revoked plan',
    user: { ...FREE, area_universitaria: true, planos: [plan(1, null, 1)] },
    expected: [...FREE_SET, 'ad_free'],
  },
  // docs/product/shell.md#states: linked to an inactive company loses premium, consultant and linked status.
  {
    role: 'premium consultant manager of an inactive company',
    user: { ...FREE, premium: true, consultor: true, gestor: true, empresa_inativa: true },
    expected: FREE_SET,
  },
  {
    role: 'administrator of an inactive company',
    user: { ...FREE, administrador: true, empresa_inativa: true },
    expected: ABILITIES,
  },
  { role: 'expired premium plan', user: { ...FREE, planos: [plan(1, '2026-11-23')] }, expected: FREE_SET },
  {
    role: 'expired consultancy',
    user: { ...FREE, consultoria: { id: 3, data_fim: '2026-11-01', max_clientes: 5 } },
    expected: FREE_SET,
  },
  {
    role: 'unauthorised company link',
    user: { ...FREE, emp_user: [{ id_empresa: 7, acesso: 0, autorizado: false, ativo: true }] },
    expected: FREE_SET,
  },
];

describe('ability matrix (every role × every ability, default flags)', () => {
  for (const { role, user, expected } of ROLES) {
    it(role, () => {
      const granted = abilitiesOf(user, DEFAULT_FEATURE_FLAGS, TODAY);
      const wrong = ABILITIES.filter((ability) => granted.has(ability) !== expected.includes(ability));
      expect(wrong).toEqual([]);
      for (const ability of ABILITIES) {
        expect(can(user, ability, DEFAULT_FEATURE_FLAGS, TODAY)).toBe(expected.includes(ability));
      }
    });
  }
});

describe('feature flags drive the assignment', () => {
  it('an ability removed from the premium profile is refused to premium users', () => {
    const flags: TFeatureFlags = {
      ...DEFAULT_FEATURE_FLAGS,
      profiles: {
        ...DEFAULT_FEATURE_FLAGS.profiles,
        premium: DEFAULT_FEATURE_FLAGS.profiles.premium.filter((ability) => ability !== 'save_prediction'),
      },
    };
    expect(can({ ...FREE, premium: true }, 'save_prediction', flags, TODAY)).toBe(false);
    expect(can({ ...FREE, premium: true }, 'save_diet', flags, TODAY)).toBe(true);
  });

  it('an ability given to the free profile reaches every user', () => {
    const flags: TFeatureFlags = {
      ...DEFAULT_FEATURE_FLAGS,
      profiles: {
        ...DEFAULT_FEATURE_FLAGS.profiles,
        free: [...DEFAULT_FEATURE_FLAGS.profiles.free, 'save_diet'],
      },
    };
    expect(can(FREE, 'save_diet', flags, TODAY)).toBe(true);
  });

  it('administrators keep every ability even when their assignment is emptied', () => {
    const flags: TFeatureFlags = {
      ...DEFAULT_FEATURE_FLAGS,
      profiles: { ...DEFAULT_FEATURE_FLAGS.profiles, administrator: [] },
    };
    expect(can({ ...FREE, administrador: true }, 'administration', flags, TODAY)).toBe(true);
  });
});

describe('ads (docs/product/shell.md#states)', () => {
  const cases: ReadonlyArray<[string, AccessSubject, boolean]> = [
    ['free user', FREE, true],
    ['premium', { ...FREE, premium: true }, false],
    ['permanent premium', { ...FREE, premiumInfinito: true }, false],
    ['producer plan', { ...FREE, planos: [plan(0, null)] }, false],
    ['consultant', { ...FREE, consultor: true }, false],
    ['linked', { ...FREE, vinculado: true }, false],
    ['manager', { ...FREE, gestor: true }, false],
    ['university area', { ...FREE, area_universitaria: true }, false],
    ['permissao 0', { ...FREE, permissao: 0 }, false],
    ['expired premium plan', { ...FREE, planos: [plan(1, '2026-01-01')] }, true],
  ];
  for (const [name, user, expected] of cases) {
    it(`${name}: ${expected ? 'gets' : 'gets no'} ads`, () => {
      expect(getsAds(user, DEFAULT_FEATURE_FLAGS, TODAY)).toBe(expected);
    });
  }

  it('nobody gets ads when the ads flag is off', () => {
    const flags = { ...DEFAULT_FEATURE_FLAGS, global: { ...DEFAULT_FEATURE_FLAGS.global, ads: false } };
    expect(getsAds(FREE, flags, TODAY)).toBe(false);
  });
});
