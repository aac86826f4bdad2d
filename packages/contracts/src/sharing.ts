/**
 * Sharing saved diets and predictions (docs/product/shell.md#screens "public link generation", "shared by me and received",
 * docs/product/shell.md#sharing, docs/product/shell.md#states Saving, docs/product/shell.md#roles sharing is consultant-only, docs/product/calls.md#shell-calls compartilhar/*, notificacoes/dietaLida). Wire
 * keys keep the spec's Portuguese names. A share gives one user (the recipient, `id_pessoa`) permissions on
 * another user's record: read, edit (save over it) and share again. A public link is a signed, expiring,
 * read-only address of one record. Choices: docs/decisions/sharing.md.
 */
import { z } from 'zod';
import { ZEmail } from './auth';
import { defineCall } from './define-call';
import { ZDietMode, ZDietRecord, ZRequirementKey, ZSavedAnimal } from './diets';

/** Days a public read-only link stays valid (spec: not shown; docs/decisions/sharing.md). */
export const SHARE_LINK_VALID_DAYS = 30;
export { SHARED_DIET_REDIRECT_MS } from './plain/sharing';

/**
 * The kind of the shared record (docs/product/shell.md#records: diet type 0 diet, 1 prediction; 2 a requirements
 * table, docs/decisions/saved-requirements.md; 3 a stand-alone mix, docs/decisions/saved-mixes.md; 4 a
 * supplement, 5 a diet comparison, docs/decisions/saved-supplements-comparisons.md).
 */
export const SHARE_TYPES = {
  diet: 0,
  prediction: 1,
  requirements: 2,
  mixture: 3,
  supplement: 4,
  comparison: 5,
} as const;
export const ZShareType = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);
export type TShareType = z.infer<typeof ZShareType>;

/** A share's state: 1 in force, 0 revoked by its owner (kept, so the recipient's notification keeps a meaning). */
export const SHARE_STATUSES = { revoked: 0, active: 1 } as const;

/** The three permissions of a share (docs/product/shell.md#records). */
export const ZSharePermissions = z.object({
  pode_ler: z.boolean(),
  pode_editar: z.boolean(),
  pode_compartilhar: z.boolean(),
});
export type TSharePermissions = z.infer<typeof ZSharePermissions>;

/**
 * A person of a share as the lists show them. Who shared sees the recipient as `{ id: 0, nome: '', email }`
 * (the e-mail typed) until the recipient has opened the share (`lida`), also while the e-mail has no
 * account yet (a pending share), so a share never tells whether an e-mail has an account.
 */
export const ZSharePerson = z.object({ id: z.number().int(), nome: z.string(), email: z.string() });
export type TSharePerson = z.infer<typeof ZSharePerson>;

const ZShareId = z.number().int().positive();
const ZRecordId = z.number().int().positive();

/** One share as the lists answer it. Timestamps are ISO-8601 UTC. */
export const ZShare = ZSharePermissions.extend({
  id_compartilhamento: z.number().int(),
  id_dieta: z.number().int(),
  tipo: ZShareType,
  /** The record's name. */
  nome: z.string(),
  /** Who shared it (the record's owner, or a recipient allowed to share it again). */
  dono: ZSharePerson,
  /** The recipient. */
  pessoa: ZSharePerson,
  status: z.number().int(),
  lida: z.boolean(),
  oculta: z.boolean(),
  created_at: z.string(),
});
export type TShare = z.infer<typeof ZShare>;

/** The lists answer diets and predictions apart (docs/product/calls.md#shell-calls data.dietas and data.predicoes). */
const ZShareLists = z.object({
  dietas: z.array(ZShare),
  predicoes: z.array(ZShare),
  /** Requirements tables (mode E); absent from older servers. */
  exigencias: z.array(ZShare).default([]),
  /** Stand-alone mixes (mode M); absent from older servers. */
  misturas: z.array(ZShare).default([]),
  /** Supplements (mode S); absent from older servers. */
  suplementos: z.array(ZShare).default([]),
  /** Diet comparisons (mode C); absent from older servers. */
  comparacoes: z.array(ZShare).default([]),
});
export type TShareLists = z.infer<typeof ZShareLists>;

/**
 * compartilhar/criar: shares record `id_dieta` with `email`. The record's owner or a recipient allowed to
 * share may; both need the share_with_permissions ability. A recipient cannot grant more than they hold.
 * The caller's own e-mail or the owner's answers SHARE_RECIPIENT_INVALID; any other answers the same with or
 * without an account: an e-mail with no usable account gets a pending share (an invitation mail goes to it)
 * that the account with that e-mail claims, with the same id, when it is registered or released. Sharing
 * again with the same person updates the permissions and shows it again.
 */
export const createShare = defineCall(
  'compartilhar/criar',
  ZSharePermissions.extend({ id_dieta: ZRecordId, email: ZEmail }),
  z.object({ data: ZShare }),
  { auth: true },
);

/** Shares per list page when the request names no `limite`. */
export const SHARE_LIST_PAGE_DEFAULT = 50;
/** Most shares per list page. */
export const SHARE_LIST_PAGE_MAX = 200;

/**
 * A page of a share list, most recently changed first: `tipo` 0 diets only, 1 predictions only, absent both;
 * `cursor` the previous answer's `proximo` (absent for the first page).
 */
const ZShareListRequest = z.object({
  tipo: ZShareType.optional(),
  cursor: z.string().min(1).max(200).optional(),
  limite: z.number().int().min(1).max(SHARE_LIST_PAGE_MAX).default(SHARE_LIST_PAGE_DEFAULT),
});
/** The page's shares by kind, and the cursor of the next page (null on the last one). */
const ZShareListPage = ZShareLists.extend({ proximo: z.string().nullable() });

/** compartilhar/me: the shares in force received by the caller and not hidden, page by page. */
export const findReceivedShares = defineCall('compartilhar/me', ZShareListRequest, ZShareListPage, {
  auth: true,
});

/** compartilhar/dono: the shares in force the caller made, page by page. */
export const findGivenShares = defineCall('compartilhar/dono', ZShareListRequest, ZShareListPage, {
  auth: true,
});

/**
 * compartilhar/me/ocultar: hides a received share from the caller's list (docs/product/shell.md#states). No such share of
 * the caller: SHARE_NOT_FOUND (the spec's 'Dieta sem comp_user').
 */
export const hideReceivedShare = defineCall(
  'compartilhar/me/ocultar',
  z.object({ id_compartilhamento: ZShareId, id_dieta: ZRecordId }),
  z.object({ data: z.object({ id_compartilhamento: z.number().int(), oculta: z.literal(true) }) }),
  { auth: true },
);

/** compartilhar/remover: the one who shared, or the record's owner, revokes a share; access ends at once. */
export const revokeShare = defineCall(
  'compartilhar/remover',
  z.object({ id_compartilhamento: ZShareId }),
  z.object({ data: z.object({ id_compartilhamento: z.number().int(), status: z.literal(0) }) }),
  { auth: true },
);

/**
 * notificacoes/dietaLida (docs/product/calls.md#shell-calls): marks a received share read. `id` is the record, `id_pessoa` the
 * recipient, who must be the caller; anything else is SHARE_NOT_FOUND.
 */
export const markShareRead = defineCall(
  'notificacoes/dietaLida',
  z.object({ id: ZRecordId, id_compartilhamento: ZShareId, id_pessoa: z.number().int() }),
  z.object({ data: z.object({ id_compartilhamento: z.number().int(), lida: z.literal(true) }) }),
  { auth: true },
);

/**
 * compartilhar/acesso: what the caller may do with record `id_dieta` (the screens disable saving over a
 * read-only shared record). The owner and administrators may do everything; without a share in force,
 * FORBIDDEN.
 */
export const getShareAccess = defineCall(
  'compartilhar/acesso',
  z.object({ id_dieta: ZRecordId }),
  ZSharePermissions.extend({ dono: z.boolean(), id_compartilhamento: z.number().int().nullable() }),
  { auth: true },
);

/**
 * compartilhar/link: a public read-only link to record `id_dieta` (docs/product/shell.md#screens public link generation): the
 * server's signature `assinatura` of the record id and the expiry, valid SHARE_LINK_VALID_DAYS. Same rule
 * as compartilhar/criar (owner or may share, share_with_permissions). `caminho` is the path to open.
 */
export const createShareLink = defineCall(
  'compartilhar/link',
  z.object({ id_dieta: ZRecordId }),
  z.object({
    assinatura: z.string(),
    expira_em: z.string(),
    caminho: z.string(),
    /** The link's record id (compartilhar/link/lista, compartilhar/link/remover). */
    id: z.number().int().optional(),
  }),
  { auth: true },
);

/** One public link of a record (docs/decisions/sharing.md: links are records). */
export const ZShareLink = z.object({
  id: z.number().int(),
  id_dieta: z.number().int(),
  criado_em: z.string(),
  expira_em: z.string(),
  revogado_em: z.string().nullable(),
  /** Opens today: not revoked, not expired, and the share it came from (if any) still allows it. */
  ativo: z.boolean(),
  /** Made by the caller. */
  meu: z.boolean(),
});
export type TShareLink = z.infer<typeof ZShareLink>;

/**
 * compartilhar/link/lista: the public links of record `id_dieta`, newest first. The owner (and administrators)
 * see every link of the record; a recipient only the links they made. No access: NOT_FOUND.
 */
export const listShareLinks = defineCall(
  'compartilhar/link/lista',
  z.object({ id_dieta: ZRecordId }),
  z.object({ data: z.array(ZShareLink) }),
  { auth: true },
);

/**
 * compartilhar/link/remover: revokes a public link at once. Its maker, the record's owner or an administrator
 * may; anyone else gets NOT_FOUND, whether or not the link exists.
 */
export const revokeShareLink = defineCall(
  'compartilhar/link/remover',
  z.object({ id: ZRecordId }),
  z.object({ data: z.object({ id: z.number().int(), revogado: z.literal(true) }) }),
  { auth: true },
);

const ZFiniteNumber = z.number().finite();

/** One requirement of a public diet: the bounds the diet was formulated for, and what it supplies. */
export const ZPublicRequirement = z.object({
  exigencia: ZRequirementKey,
  /** The requirement's unit as `cocho requirements` writes it (kg/dia, g/dia, %MS...). */
  unidade: z.string().max(40),
  minimo: ZFiniteNumber.nullable(),
  maximo: ZFiniteNumber.nullable(),
  /** Supplied by the saved diet; null before a calculation. */
  fornecido: ZFiniteNumber.nullable(),
});
export type TPublicRequirement = z.infer<typeof ZPublicRequirement>;

/** A requirement the diet misses: the bound's side, the bound and what the diet supplies (its unit). */
export const ZPublicMiss = z.object({
  exigencia: ZRequirementKey,
  limite: z.enum(['minimo', 'maximo']),
  exigido: ZFiniteNumber,
  fornecido: ZFiniteNumber,
});
export type TPublicMiss = z.infer<typeof ZPublicMiss>;

/**
 * A formulation warning as the engine words it (`code` and its parameters, the engine's names: the web's
 * warning texts read them), so a new warning reaches the page without a contract change.
 */
export const ZPublicWarning = z.looseObject({ code: z.string().min(1).max(80) });
export type TPublicWarning = z.infer<typeof ZPublicWarning>;

/**
 * What a public link shows a client, built by the server from the saved record and nothing
 * private (no notes, owner, client or lifecycle comment): the animal, the requirements with what the diet
 * supplies, the formulation's outcome with every miss and warning, and the cost.
 */
export const ZPublicDietView = z.object({
  nome: z.string(),
  /** 'otima', 'aproximada' or 'inviavel' (the engine's status); null before a calculation. */
  situacao: z.enum(['otima', 'aproximada', 'inviavel']).nullable(),
  /** Error code of a failed calculation (docs/product/errors.md#calculation-errors), or null. */
  erro: z.string().max(100).nullable(),
  animal: ZSavedAnimal,
  /** Cost per animal per day (the record's `custo`); null before a calculation. */
  custo: ZFiniteNumber.nullable(),
  /** Dry-matter and as-fed intake per animal per day, kg; null before a calculation. */
  consumo_ms: ZFiniteNumber.nullable(),
  consumo_mn: ZFiniteNumber.nullable(),
  exigencias: z.array(ZPublicRequirement),
  faltas: z.array(ZPublicMiss),
  avisos: z.array(ZPublicWarning),
});
export type TPublicDietView = z.infer<typeof ZPublicDietView>;

/**
 * compartilhar/link/abrir: the record of a public link, read-only and without sign-in (`?did=&assinatura=`).
 * A signature that does not match the id, was altered, has expired, or whose record is gone answers
 * SHARE_LINK_INVALID. `dieta` is the record without what stays private (notes, owner, client, lifecycle
 * comment: null), for the read-only wizard; `publico` is the client's view of it (optional: added later).
 */
export const openShareLink = defineCall(
  'compartilhar/link/abrir',
  z.object({ did: ZRecordId, assinatura: z.string().min(1).max(200) }),
  z.object({
    id: z.number().int(),
    modo: ZDietMode,
    dieta: ZDietRecord,
    somenteLeitura: z.literal(true),
    publico: ZPublicDietView.optional(),
  }),
  { auth: false },
);

export const sharingCalls = {
  createShare,
  findReceivedShares,
  findGivenShares,
  hideReceivedShare,
  revokeShare,
  markShareRead,
  getShareAccess,
  createShareLink,
  openShareLink,
  listShareLinks,
  revokeShareLink,
} as const;
