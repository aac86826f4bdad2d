/**
 * Every call of CALLS × every role, against the rule written for it below. A call missing from RULES (or a
 * rule for a call that no longer exists) fails with its name, so a new call cannot be added without
 * deciding who may use it. Roles: anonymous, free user, premium user, consultant, administrator; calls that
 * take a record's id are also tried on another user's record (owned by the premium user).
 *
 * Outcomes are read from error codes: a refused role gets UNAUTHENTICATED (anonymous) or FORBIDDEN /
 * PREMIUM_REQUIRED (signed in; an owner check may answer NOT_FOUND instead), an allowed one gets anything
 * else (a 400 or 404 from a placeholder id still shows the call let the role in). Bodies are valid where the
 * check runs after the schema, so the check is really reached.
 */
import { CALLS } from '@cocho/contracts';
import type { CallKey } from '@cocho/contracts';
import { beforeAll, expect, it } from 'vitest';
import { setUserColumns, signUpAdministrator, smallDietRecord } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import type { CallResult, SignedUp, TestEnvironment } from '../testing/for-each-database';

type SignedRole = 'free' | 'premium' | 'consultant' | 'admin';
const SIGNED_ROLES: readonly SignedRole[] = ['free', 'premium', 'consultant', 'admin'];

type Fixtures = {
  readonly users: Record<SignedRole, SignedUp>;
  /** An account only usuario/senhaTemporaria touches. */
  readonly victim: SignedUp;
  readonly flags: unknown;
};

/** A record of the premium user, made fresh for each call that is tried on it. */
type Owned = (t: TestEnvironment, fx: Fixtures) => Promise<Record<string, unknown>>;

type Rule = {
  /** Who may use the call: 'anyone' includes anonymous visitors. */
  readonly allowed: 'anyone' | readonly SignedRole[];
  /** A body for `role` (own records, placeholders). */
  readonly body: (fx: Fixtures, role: SignedRole | 'anonymous') => Record<string, unknown>;
  /** The call on the premium user's record: only these roles may (the owner is the premium user). */
  readonly other?: { readonly record: Owned; readonly allowed: readonly SignedRole[] };
};

const EVERY_SIGNED: readonly SignedRole[] = SIGNED_ROLES;
const SAVERS: readonly SignedRole[] = ['premium', 'consultant', 'admin'];
const ADMIN: readonly SignedRole[] = ['admin'];
const CONSULTANTS: readonly SignedRole[] = ['consultant', 'admin'];
const NO_ID = 999_999;
const NO_FEED = `USR|${NO_ID}`;
const empty = () => ({});
const readOnly = { pode_ler: true, pode_editar: false, pode_compartilhar: false };

const dietText = (modo: 'FD' | 'PD' | 'E' | 'M' | 'S' | 'C') =>
  JSON.stringify({
    ...smallDietRecord(`Matriz ${modo} ${Math.random()}`),
    ...(modo === 'PD' ? { tipo_alimento_predicao: 'MN' } : {}),
    // A requirements table has no feeds (docs/decisions/saved-requirements.md).
    ...(modo === 'E' ? { alimentos_selecionados: [], restricoes: {}, resultado: null } : {}),
    // A mix is its feeds and its form, no restrictions (docs/decisions/saved-mixes.md).
    ...(modo === 'M'
      ? {
          restricoes: {},
          resultado: null,
          mistura: {
            modo_quantidade: 'kg',
            base: 'MN',
            quantidades: { '12': 600 },
            precos: {},
            total_racao_a_produzir: 1000,
            capacidade_misturador: null,
          },
        }
      : {}),
    // A supplement is its feeds, objective and result; a comparison the ids of the compared diets
    // (docs/decisions/saved-supplements-comparisons.md; no such diets here: an allowed role gets NOT_FOUND).
    ...(modo === 'S'
      ? {
          restricoes: {},
          resultado: null,
          resultado_simplex: { tdnPercent: 70 },
          suplemento: { objetivo: 'ndt', id_alimento: null },
        }
      : {}),
    ...(modo === 'C'
      ? {
          alimentos_selecionados: [],
          restricoes: {},
          resultado: null,
          comparacao: { ids: [NO_ID, NO_ID + 1], copias: [] },
        }
      : {}),
  });
const feedInput = (name: string) => ({ name, tipo: 2, nutrientes: { MS: '88' } });
const labReport = {
  nome_arquivo: 'laudo.pdf',
  tipo_mime: 'application/pdf',
  conteudo_base64: Buffer.from('%PDF-1.4 matriz').toString('base64'),
};

async function ok(res: Promise<CallResult>): Promise<Record<string, unknown>> {
  const answer = await res;
  if (answer.status !== 200) throw new Error(`fixture call failed: ${answer.status} ${answer.text}`);
  return answer.body as Record<string, unknown>;
}

const premiumDiet: Owned = async (t, fx) => {
  const saved = await ok(
    t.call('dieta/saveFD', { dieta: dietText('FD') }, { token: fx.users.premium.token }),
  );
  return { id: saved.id };
};
const premiumFeed: Owned = async (t, fx) => {
  const created = await ok(
    t.call('alimentos/createAlimentoUsuario', feedInput(`Feno ${Math.random()}`), {
      token: fx.users.premium.token,
    }),
  );
  return { id: (created.data as { id: string }).id };
};
const premiumSentFeed: Owned = async (t, fx) => {
  const sent = await ok(
    t.call(
      'alimentos/enviarAlimento',
      { ...feedInput(`Enviado ${Math.random()}`), laudo: labReport },
      { token: fx.users.premium.token },
    ),
  );
  return { id: (sent.data as { id: string }).id };
};
/** A decision notice in the premium user's bell. */
const premiumNotice: Owned = async (t, fx) => {
  const params = { evento: 'premium_recusado', empresa: null, nome: null, motivo: null, data_final: null };
  const row = await t.db
    .insertInto('user_notices')
    .values({
      user_id: fx.users.premium.user.id,
      evento: 'premium_recusado',
      params: JSON.stringify(params),
      created_at: new Date().toISOString(),
      read_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id };
};
/** A link of the premium user to a company of its own (a link or unlink event in the premium user's bell). */
const premiumLink: Owned = async (t, fx) => {
  const now = new Date().toISOString();
  const company = await t.db
    .insertInto('companies')
    .values({
      razao_social: 'Matriz Vínculo Ltda',
      nome_fantasia: 'Matriz Vínculo',
      cnpj: String(Math.floor(Math.random() * 1e14)).padStart(14, '0'),
      inscricao_estadual: null,
      email_dono: 'matrix.link@example.com',
      suporte_link: null,
      logo: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const link = await t.db
    .insertInto('company_users')
    .values({
      id_empresa: company.id,
      id_usuario: fx.users.premium.user.id,
      acesso: 3,
      situacao: 'desvinculado',
      requested_at: now,
      decided_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: link.id };
};
/** A public link of the premium user's diet (made in the database: making one needs a consultant). */
const premiumShareLink: Owned = async (t, fx) => {
  const diet = await premiumDiet(t, fx);
  const now = new Date();
  const link = await t.db
    .insertInto('share_links')
    .values({
      id_dieta: Number(diet.id),
      criado_por: fx.users.premium.user.id,
      id_compartilhamento: null,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: link.id };
};
/** The company area of a company nobody of the matrix belongs to (outside it, visibility rules filter). */
const otherCompanyArea: Owned = () => Promise.resolve({ id_empresa: 4242, area_da_empresa: true });

/** The one table of who may use what. Keep it in the order of CALLS. */
const RULES: Record<CallKey, Rule> = {
  appLogin: { allowed: 'anyone', body: () => ({ email: 'nobody.matrix@example.com', password: 'wrong' }) },
  register: { allowed: 'anyone', body: empty },
  logout: { allowed: 'anyone', body: () => ({ token: 'not-a-session-token-of-anyone-at-all-000000' }) },
  verificaToken: { allowed: EVERY_SIGNED, body: empty },
  setIdioma: {
    allowed: EVERY_SIGNED,
    body: (fx, role) => ({ id: role === 'anonymous' ? 1 : fx.users[role].user.id, idioma: 0 }),
    // Even an administrator sets only their own language.
    other: {
      record: (_t, fx) => Promise.resolve({ id: fx.users.premium.user.id, idioma: 1 }),
      allowed: ['premium'],
    },
  },
  meuIP: { allowed: 'anyone', body: empty },
  loginCode: { allowed: EVERY_SIGNED, body: empty },
  sendCode: { allowed: 'anyone', body: () => ({ email: 'matrix.code@example.com', finalidade: 'cadastro' }) },
  forgotPassword: { allowed: 'anyone', body: () => ({ email: 'matrix.reset@example.com' }) },
  resetPassword: { allowed: 'anyone', body: empty },
  encerrarOutrasSessoes: { allowed: EVERY_SIGNED, body: empty },
  alterarSenha: {
    allowed: EVERY_SIGNED,
    body: () => ({
      senha_atual: 'not the password',
      password: 'another password',
      confirmacao: 'another password',
    }),
  },
  updateUser: { allowed: EVERY_SIGNED, body: empty },
  uploadPhoto: { allowed: EVERY_SIGNED, body: () => ({ imagem: 'data:image/png;base64,AAAA' }) },
  removePhoto: { allowed: EVERY_SIGNED, body: empty },
  senhaTemporaria: {
    allowed: ADMIN,
    body: (fx) => ({ id: fx.victim.user.id, password: 'temporary password' }),
  },
  saveFD: { allowed: SAVERS, body: () => ({ dieta: dietText('FD') }) },
  savePD: { allowed: SAVERS, body: () => ({ dieta: dietText('PD') }) },
  saveE: { allowed: SAVERS, body: () => ({ dieta: dietText('E') }) },
  saveM: { allowed: SAVERS, body: () => ({ dieta: dietText('M') }) },
  saveS: { allowed: SAVERS, body: () => ({ dieta: dietText('S') }) },
  saveC: { allowed: SAVERS, body: () => ({ dieta: dietText('C') }) },
  removeDiet: {
    allowed: EVERY_SIGNED,
    body: () => ({ id: NO_ID }),
    other: { record: premiumDiet, allowed: ['premium', 'admin'] },
  },
  getDiet: {
    allowed: EVERY_SIGNED,
    body: () => ({ id: NO_ID }),
    other: { record: premiumDiet, allowed: ['premium', 'admin'] },
  },
  findMyDiets: { allowed: EVERY_SIGNED, body: empty },
  findMyPredictions: { allowed: EVERY_SIGNED, body: empty },
  findMyRequirements: { allowed: EVERY_SIGNED, body: empty },
  findMyMixes: { allowed: EVERY_SIGNED, body: empty },
  findMySupplements: { allowed: EVERY_SIGNED, body: empty },
  findMyComparisons: { allowed: EVERY_SIGNED, body: empty },
  findActiveDiets: { allowed: EVERY_SIGNED, body: empty },
  cloneDiet: {
    allowed: SAVERS,
    body: () => ({ id: NO_ID, nome: 'Matriz clone' }),
    other: {
      record: async (t, fx) => ({ ...(await premiumDiet(t, fx)), nome: 'Clone' }),
      allowed: ['premium', 'admin'],
    },
  },
  finishDiet: {
    allowed: EVERY_SIGNED,
    body: () => ({ id: NO_ID, fim_real: '2026-01-01', peso_abate: 500, gmd_real: null, gmd_observado: null }),
    other: {
      record: async (t, fx) => ({
        ...(await premiumDiet(t, fx)),
        fim_real: '2026-01-01',
        peso_abate: 500,
        gmd_real: null,
        gmd_observado: null,
      }),
      allowed: ['premium', 'admin'],
    },
  },
  reopenDiet: {
    allowed: EVERY_SIGNED,
    body: () => ({ id: NO_ID }),
    other: { record: premiumDiet, allowed: ['premium', 'admin'] },
  },
  findDashboardMain: { allowed: EVERY_SIGNED, body: empty },
  findDashboardChart: { allowed: EVERY_SIGNED, body: empty },
  findDashboardStatistics: { allowed: EVERY_SIGNED, body: empty },
  findDashboardSessions: { allowed: EVERY_SIGNED, body: empty },
  tipos: { allowed: EVERY_SIGNED, body: empty },
  getListaAlimentos: { allowed: EVERY_SIGNED, body: empty },
  getCatalogo: { allowed: EVERY_SIGNED, body: empty },
  lastUpdateAt: { allowed: EVERY_SIGNED, body: empty },
  getAlimentosEmpresa: {
    allowed: EVERY_SIGNED,
    body: empty,
    // A company's area (all its feeds, hidden ones too): its members and administrators only.
    other: { record: otherCompanyArea, allowed: ADMIN },
  },
  getAlimentosPatrocinados: {
    allowed: EVERY_SIGNED,
    body: empty,
    other: { record: otherCompanyArea, allowed: ADMIN },
  },
  getAditivos: { allowed: EVERY_SIGNED, body: empty },
  createUserFeed: { allowed: EVERY_SIGNED, body: () => feedInput(`Milho ${Math.random()}`) },
  updateUserFeed: {
    allowed: EVERY_SIGNED,
    body: () => ({ ...feedInput('Milho'), id: NO_FEED }),
    other: {
      record: async (t, fx) => ({ ...feedInput('Trocado'), ...(await premiumFeed(t, fx)) }),
      allowed: ['premium', 'admin'],
    },
  },
  hideUserFeed: {
    allowed: EVERY_SIGNED,
    body: () => ({ id: NO_FEED, oculto: true }),
    other: {
      record: async (t, fx) => ({ oculto: true, ...(await premiumFeed(t, fx)) }),
      allowed: ['premium', 'admin'],
    },
  },
  removeUserFeed: {
    allowed: EVERY_SIGNED,
    body: () => ({ id: NO_FEED }),
    other: { record: premiumFeed, allowed: ['premium', 'admin'] },
  },
  sendFeedForApproval: {
    allowed: EVERY_SIGNED,
    body: () => ({ ...feedInput(`Enviado ${Math.random()}`), laudo: labReport }),
  },
  getPendingFeeds: { allowed: ADMIN, body: empty },
  getLabReport: {
    allowed: EVERY_SIGNED,
    body: () => ({ id: NO_FEED }),
    other: { record: premiumSentFeed, allowed: ['premium', 'admin'] },
  },
  approveFeed: { allowed: ADMIN, body: () => ({ id: NO_FEED }) },
  rejectFeed: { allowed: ADMIN, body: () => ({ id: NO_FEED }) },
  importCatalogueCsv: { allowed: ADMIN, body: () => ({ csv: 'id;nome', simular: true }) },
  exportCatalogueCsv: { allowed: ADMIN, body: empty },
  paises: { allowed: 'anyone', body: empty },
  estados: { allowed: 'anyone', body: empty },
  listPlanOffers: { allowed: EVERY_SIGNED, body: empty },
  requestPremium: { allowed: EVERY_SIGNED, body: empty },
  activateTrial: { allowed: EVERY_SIGNED, body: empty },
  findMySubscriptions: { allowed: EVERY_SIGNED, body: empty },
  listPremiumRequests: { allowed: ADMIN, body: empty },
  grantPremiumRequest: {
    allowed: ADMIN,
    body: () => ({ id: NO_ID, tipo: 1, data_final: null, forma_pagamento: 'pix', status_pagamento: 'pago' }),
  },
  refusePremiumRequest: { allowed: ADMIN, body: () => ({ id: NO_ID }) },
  listUserPlans: { allowed: ADMIN, body: (fx) => ({ user_id: fx.users.free.user.id }) },
  revokePlan: { allowed: ADMIN, body: () => ({ id: NO_ID }) },
  renewPlan: { allowed: ADMIN, body: () => ({ id: NO_ID, data_final: '2099-12-31' }) },
  findMyCoupons: { allowed: EVERY_SIGNED, body: empty },
  activateCoupon: { allowed: EVERY_SIGNED, body: () => ({ codigo: 'NO-SUCH-COUPON' }) },
  createCoupon: {
    allowed: ADMIN,
    body: () => ({ codigo: `MATRIZ${Math.floor(Math.random() * 1e9)}`, dias: 7 }),
  },
  getAd: { allowed: EVERY_SIGNED, body: empty },
  registerAdClick: { allowed: EVERY_SIGNED, body: () => ({ id: NO_ID }) },
  getPremiumAd: { allowed: EVERY_SIGNED, body: empty },
  getFeatureFlags: { allowed: 'anyone', body: empty },
  updateFeatureFlags: { allowed: ADMIN, body: (fx) => fx.flags as Record<string, unknown> },
  // Consultancy: consultants and administrators; other consultants' clients are consultancy.int.test.ts's.
  listClients: { allowed: CONSULTANTS, body: empty },
  createClient: {
    allowed: CONSULTANTS,
    body: () => ({ nome: 'Cliente Matriz', email: 'matriz@example.com' }),
  },
  updateClient: {
    allowed: CONSULTANTS,
    body: () => ({ id: NO_ID, nome: 'Cliente Matriz', email: 'matriz@example.com' }),
  },
  deleteClient: { allowed: CONSULTANTS, body: () => ({ id: NO_ID }) },
  createShare: {
    allowed: CONSULTANTS,
    body: () => ({ id_dieta: NO_ID, email: 'ninguem@example.com', ...readOnly }),
    other: {
      record: async (t, fx) => ({
        id_dieta: (await premiumDiet(t, fx)).id,
        email: fx.users.free.email,
        ...readOnly,
      }),
      allowed: ['admin'],
    },
  },
  findReceivedShares: { allowed: EVERY_SIGNED, body: empty },
  findGivenShares: { allowed: EVERY_SIGNED, body: empty },
  hideReceivedShare: { allowed: EVERY_SIGNED, body: () => ({ id_compartilhamento: NO_ID, id_dieta: NO_ID }) },
  revokeShare: { allowed: EVERY_SIGNED, body: () => ({ id_compartilhamento: NO_ID }) },
  markShareRead: {
    allowed: EVERY_SIGNED,
    body: () => ({ id: NO_ID, id_compartilhamento: NO_ID, id_pessoa: NO_ID }),
  },
  getShareAccess: {
    allowed: EVERY_SIGNED,
    body: () => ({ id_dieta: NO_ID }),
    other: {
      record: async (t, fx) => ({ id_dieta: (await premiumDiet(t, fx)).id }),
      allowed: ['premium', 'admin'],
    },
  },
  createShareLink: {
    allowed: CONSULTANTS,
    body: () => ({ id_dieta: NO_ID }),
    other: { record: async (t, fx) => ({ id_dieta: (await premiumDiet(t, fx)).id }), allowed: ['admin'] },
  },
  openShareLink: { allowed: 'anyone', body: () => ({ did: NO_ID, assinatura: '1.x' }) },
  listShareLinks: {
    allowed: EVERY_SIGNED,
    body: () => ({ id_dieta: NO_ID }),
    other: {
      record: async (t, fx) => ({ id_dieta: (await premiumDiet(t, fx)).id }),
      allowed: ['premium', 'admin'],
    },
  },
  revokeShareLink: {
    allowed: EVERY_SIGNED,
    body: () => ({ id: NO_ID }),
    other: { record: premiumShareLink, allowed: ['premium', 'admin'] },
  },
  // Companies: administrators manage every company; a company's calls check the caller's own link to it,
  // and nobody of the matrix belongs to a company (the isolation between companies is companies.int.test.ts's).
  listCompanies: { allowed: ADMIN, body: empty },
  createCompany: {
    allowed: ADMIN,
    body: () => ({
      razao_social: 'Matriz Ltda',
      nome_fantasia: 'Matriz',
      cnpj: '11.222.333/0001-81',
      email_dono: 'ninguem@example.com',
    }),
  },
  updateCompanyAsAdministrator: { allowed: ADMIN, body: () => ({ id: NO_ID, ativo: false }) },
  linkCollaboratorAsAdministrator: {
    allowed: ADMIN,
    body: () => ({ id_empresa: NO_ID, email: 'ninguem@example.com', acesso: 3 }),
  },
  listCompanyChanges: { allowed: ADMIN, body: empty },
  markCompanyChangeRead: { allowed: ADMIN, body: () => ({ id: NO_ID }) },
  markCompanyUserChangeRead: { allowed: ADMIN, body: () => ({ id: NO_ID }) },
  getCompany: { allowed: ADMIN, body: () => ({ id_empresa: NO_ID }) },
  editCompany: {
    allowed: ADMIN,
    body: () => ({
      id_empresa: NO_ID,
      razao_social: 'Matriz Ltda',
      nome_fantasia: 'Matriz',
      cnpj: '11.222.333/0001-81',
      email_dono: 'ninguem@example.com',
    }),
  },
  listCollaborators: { allowed: ADMIN, body: () => ({ id_empresa: NO_ID }) },
  addCollaborator: {
    allowed: ADMIN,
    body: () => ({ id_empresa: NO_ID, email: 'ninguem@example.com', acesso: 3 }),
  },
  approveLink: { allowed: EVERY_SIGNED, body: () => ({ id_emp_user: NO_ID }) },
  rejectLink: { allowed: EVERY_SIGNED, body: () => ({ id_emp_user: NO_ID }) },
  unlinkCollaborator: { allowed: EVERY_SIGNED, body: () => ({ id_emp_user: NO_ID }) },
  listLinkedProducers: { allowed: ADMIN, body: () => ({ id_empresa: NO_ID }) },
  listUnlinked: { allowed: ADMIN, body: () => ({ id_empresa: NO_ID }) },
  getCompanyLogo: { allowed: EVERY_SIGNED, body: () => ({ id: NO_ID }) },
  getPartnerInfo: { allowed: EVERY_SIGNED, body: () => ({ parceiro: NO_ID }) },
  listPartners: { allowed: ADMIN, body: () => ({ id_empresa: NO_ID }) },
  listMyCompanyLinks: { allowed: EVERY_SIGNED, body: empty },
  acceptInvitation: { allowed: EVERY_SIGNED, body: () => ({ id_emp_user: NO_ID }) },
  declineInvitation: { allowed: EVERY_SIGNED, body: () => ({ id_emp_user: NO_ID }) },
  requestLink: { allowed: EVERY_SIGNED, body: () => ({ cnpj: '11.222.333/0001-81', acesso: 3 }) },
  // Sales-technician contacts: a company's staff (checked against the company named; the rest is
  // companies/contacts.int.test.ts's); each user answers, ends and consents for their own.
  listCompanyContacts: { allowed: ADMIN, body: () => ({ id_empresa: NO_ID }) },
  requestCompanyContact: {
    allowed: ADMIN,
    body: () => ({ id_empresa: NO_ID, email: 'ninguem@example.com' }),
  },
  deactivateCompanyContact: { allowed: EVERY_SIGNED, body: () => ({ id_contato: NO_ID }) },
  listMyContacts: { allowed: EVERY_SIGNED, body: empty },
  acceptContact: { allowed: EVERY_SIGNED, body: () => ({ id_contato: NO_ID }) },
  declineContact: { allowed: EVERY_SIGNED, body: () => ({ id_contato: NO_ID }) },
  getPartnerContactConsent: { allowed: EVERY_SIGNED, body: empty },
  setPartnerContactConsent: { allowed: EVERY_SIGNED, body: () => ({ aceita_contato_parceiros: false }) },
  // Company feeds, products and reports: the company's staff (checked against the company named; the rest
  // is companies/feeds/company-feeds.int.test.ts's); sponsorship decisions: administrators.
  listCompanyFeedsForArea: { allowed: ADMIN, body: () => ({ id_empresa: NO_ID }) },
  createCompanyFeed: {
    allowed: ADMIN,
    body: () => ({ id_empresa: NO_ID, ...feedInput('Matriz'), visibilidade: 'todos', restrito: false }),
  },
  updateCompanyFeed: {
    allowed: ADMIN,
    body: () => ({
      id_empresa: NO_ID,
      id: `EMP|${NO_ID}`,
      ...feedInput('Matriz'),
      visibilidade: 'todos',
      restrito: false,
    }),
  },
  removeCompanyFeed: { allowed: ADMIN, body: () => ({ id_empresa: NO_ID, id: `EMP|${NO_ID}` }) },
  requestSponsorship: { allowed: ADMIN, body: () => ({ id_empresa: NO_ID, id: `EMP|${NO_ID}` }) },
  listSponsorships: { allowed: ADMIN, body: empty },
  acceptSponsorship: { allowed: ADMIN, body: () => ({ id: `EMP|${NO_ID}` }) },
  declineSponsorship: { allowed: ADMIN, body: () => ({ id: `EMP|${NO_ID}` }) },
  revokeSponsorship: { allowed: ADMIN, body: () => ({ id: `EMP|${NO_ID}` }) },
  listCompanyProducts: { allowed: ADMIN, body: () => ({ id_empresa: NO_ID }) },
  createCompanyProduct: {
    allowed: ADMIN,
    body: () => ({ id_empresa: NO_ID, nome: 'Matriz', tipo: 'Mineral' }),
  },
  updateCompanyProduct: {
    allowed: ADMIN,
    body: () => ({ id_empresa: NO_ID, id: NO_ID, nome: 'Matriz', tipo: 'Mineral' }),
  },
  removeCompanyProduct: { allowed: ADMIN, body: () => ({ id_empresa: NO_ID, id: NO_ID }) },
  getCompanyDietsReport: { allowed: ADMIN, body: () => ({ id_empresa: NO_ID }) },
  getUnlinkedDietsReport: { allowed: ADMIN, body: () => ({ id_empresa: NO_ID }) },
  // Notifications: everyone reads their own; the administrator kinds and sending are for administrators.
  findNotifications: { allowed: EVERY_SIGNED, body: empty },
  markPremiumRequestRead: { allowed: ADMIN, body: () => ({ id: NO_ID }) },
  markPendingFeedsRead: { allowed: ADMIN, body: empty },
  markNewUsersRead: { allowed: ADMIN, body: empty },
  markMessageRead: { allowed: EVERY_SIGNED, body: () => ({ notificacao_id: NO_ID }) },
  // Only the linked user reads their own link's events, not even an administrator another's.
  markLinkEventRead: {
    allowed: EVERY_SIGNED,
    body: () => ({ id: NO_ID }),
    other: { record: premiumLink, allowed: ['premium'] },
  },
  // Only the notice's user reads it, not even an administrator another's.
  markNoticeRead: {
    allowed: EVERY_SIGNED,
    body: () => ({ id: NO_ID }),
    other: { record: premiumNotice, allowed: ['premium'] },
  },
  sendNotification: {
    allowed: ADMIN,
    body: () => ({ titulo: 'Matriz', mensagem: 'Matriz', destino: { tipo: 'usuarios', usuarios: [NO_ID] } }),
  },
  // Administration area: administrators only (placeholder ids answer NOT_FOUND, which still lets them in).
  listAdminUsers: { allowed: ADMIN, body: empty },
  getAdminUser: { allowed: ADMIN, body: (fx) => ({ id: fx.victim.user.id }) },
  updateAdminUser: { allowed: ADMIN, body: () => ({ id: NO_ID, consultor: false }) },
  grantPremiumTime: { allowed: ADMIN, body: () => ({ id: NO_ID, data_final: null }) },
  listAuditLog: { allowed: ADMIN, body: empty },
  listAdminAds: { allowed: ADMIN, body: empty },
  createAd: { allowed: ADMIN, body: () => ({ titulo: 'Matriz', link: '/seja-premium', idioma: 2 }) },
  updateAd: { allowed: ADMIN, body: () => ({ id: NO_ID, titulo: 'Matriz', link: '/seja-premium' }) },
  deactivateAd: { allowed: ADMIN, body: () => ({ id: NO_ID }) },
  listCoupons: { allowed: ADMIN, body: empty },
  // Help, feedback and the LGPD rights (help.int.test.ts, privacy.int.test.ts).
  listHelpItems: { allowed: 'anyone', body: () => ({ web: true }) },
  reportError: {
    allowed: EVERY_SIGNED,
    body: () => ({ descricao: 'Matriz', dados: { rota: '/dashboard', etapa: null } }),
  },
  listErrorReports: { allowed: ADMIN, body: empty },
  // Administration tools (admin-tools.int.test.ts): administrators only.
  listSentMessages: { allowed: ADMIN, body: empty },
  findErrorReports: { allowed: ADMIN, body: empty },
  markErrorReportRead: { allowed: ADMIN, body: () => ({ id: NO_ID }) },
  answerErrorReport: {
    allowed: ADMIN,
    body: () => ({ id: NO_ID, canal: 'notificacao', resposta: 'Matriz' }),
  },
  createHelpItem: {
    allowed: ADMIN,
    body: () => ({ titulo: 'Matriz', rota: '/matriz', etapa: null, idioma: 0 }),
  },
  updateHelpItem: {
    allowed: ADMIN,
    body: () => ({ id: NO_ID, titulo: 'Matriz', rota: '/matriz', etapa: null, idioma: 0 }),
  },
  deleteHelpItem: { allowed: ADMIN, body: () => ({ id: NO_ID }) },
  findAdminDiets: { allowed: ADMIN, body: empty },
  getProductReport: { allowed: ADMIN, body: () => ({ de: '2026-01-01', ate: '2026-01-31' }) },
  // An unknown country: the call is reached (a field error) and nothing is made.
  createAdminUser: {
    allowed: ADMIN,
    body: () => ({
      NOME: 'Matriz',
      email: 'matriz.nova@example.com',
      password: 'correct horse battery',
      confirmacao: 'correct horse battery',
      perfil: 'pecuarista',
      telefone: '(31) 98765-4321',
      como_conheceu: 'amigo',
      endereco: { pais: NO_ID },
      numero_documento: 'X1',
      data_nascimento: '1990-05-01',
      sexo: 'F',
      liberado: true,
      premium: { tipo: 'nenhum' },
    }),
  },
  sendFeedback: { allowed: EVERY_SIGNED, body: () => ({ tipo: 'outro', mensagem: 'Matriz' }) },
  findMyFeedback: { allowed: EVERY_SIGNED, body: empty },
  listFeedback: { allowed: ADMIN, body: empty },
  setCouponActive: { allowed: ADMIN, body: () => ({ id: NO_ID, ativo: false }) },
  replyFeedback: { allowed: ADMIN, body: () => ({ id: NO_ID, resposta: 'Obrigado' }) },
  exportMyData: { allowed: EVERY_SIGNED, body: empty },
  // A wrong password: the call is reached (a field error) and nobody is deleted.
  deleteMyAccount: { allowed: EVERY_SIGNED, body: () => ({ senha: 'not the password' }) },
};

/** Calls that change the caller's own role run after all others (the trial makes a free user premium). */
const LAST: readonly CallKey[] = ['activateTrial'];

const DENIED_SIGNED_IN = ['FORBIDDEN', 'PREMIUM_REQUIRED'];
const codeOf = (res: CallResult): string => (res.body as { code?: string }).code ?? `HTTP ${res.status}`;

function expectAllowed(res: CallResult, what: string): void {
  expect({ what, code: codeOf(res), isAllowed: res.status < 500 }).toMatchObject({ what, isAllowed: true });
  expect([what, codeOf(res)]).not.toEqual([what, 'UNAUTHENTICATED']);
  expect(DENIED_SIGNED_IN, `${what} answered ${res.status} ${res.text.slice(0, 200)}`).not.toContain(
    codeOf(res),
  );
}

forEachDatabase('authorization matrix: every call × every role', (t: TestEnvironment) => {
  let fx: Fixtures;

  beforeAll(async () => {
    const [free, premium, consultant, admin, victim] = [
      await t.signUp(),
      await t.signUp(),
      await t.signUp(),
      await signUpAdministrator(t),
      await t.signUp(),
    ];
    await setUserColumns(t, premium.user.id, { premium: 1 });
    await t.db.updateTable('users').set({ consultor: 1 }).where('id', '=', consultant.user.id).execute();
    fx = { users: { free, premium, consultant, admin }, victim, flags: (await t.call('flags/get', {})).body };
  });

  it('has exactly one rule per call of CALLS, and the server serves each', () => {
    const missing = Object.keys(CALLS).filter((key) => !(key in RULES));
    const stale = Object.keys(RULES).filter((key) => !(key in CALLS));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
    const unserved = Object.values(CALLS)
      .map((contract) => contract.name)
      .filter((name) => !t.app.hasRoute({ method: 'POST', url: `/${name}` }));
    expect(unserved).toEqual([]);
  });

  it('refuses and allows each role as its rule says', async () => {
    const order = [...(Object.keys(RULES) as CallKey[]).filter((key) => !LAST.includes(key)), ...LAST];
    for (const key of order) {
      const rule = RULES[key];
      const name = CALLS[key].name;
      const anonymous = await t.call(name, rule.body(fx, 'anonymous'));
      if (rule.allowed === 'anyone') expectAllowed(anonymous, `${name} as anonymous`);
      else expect([name, codeOf(anonymous)]).toEqual([name, 'UNAUTHENTICATED']);
      for (const role of SIGNED_ROLES) {
        const res = await t.call(name, rule.body(fx, role), { token: fx.users[role].token });
        const what = `${name} as ${role}`;
        if (rule.allowed === 'anyone' || rule.allowed.includes(role)) expectAllowed(res, what);
        else
          expect([what, codeOf(res)]).toEqual([
            what,
            expect.stringMatching(/^(FORBIDDEN|PREMIUM_REQUIRED)$/),
          ]);
      }
    }
  });

  it("lets only the owner (and where written, administrators) use another user's record", async () => {
    for (const [key, rule] of Object.entries(RULES) as [CallKey, Rule][]) {
      if (!rule.other) continue;
      const name = CALLS[key].name;
      // Refused roles first, then the allowed ones (a removal by the owner would hide the record).
      const roles = [...SIGNED_ROLES].sort(
        (a, b) => Number(rule.other?.allowed.includes(a)) - Number(rule.other?.allowed.includes(b)),
      );
      for (const role of roles) {
        const body = await rule.other.record(t, fx);
        const res = await t.call(name, body, { token: fx.users[role].token });
        const what = `${name} on the premium user's record as ${role}`;
        if (rule.other.allowed.includes(role)) expectAllowed(res, what);
        else expect([what, codeOf(res)]).toEqual([what, expect.stringMatching(/^(FORBIDDEN|NOT_FOUND)$/)]);
      }
    }
  });
});
