/**
 * Feed catalogue calls (docs/product/calculation.md#feed, docs/product/calculation.md#visibility, docs/product/calls.md#calculation-calls; docs/product/shell.md#records, docs/product/shell.md#states, docs/product/calls.md#shell-calls). Wire keys keep the spec's
 * Portuguese names. Feed ids: catalogue feeds are plain numbers as text ("12"), user feeds `USR|{id}`,
 * company feeds `EMP|{id}`, additives `AD|{id}`.
 *
 * The spec's `{product}` placeholder (answer `data.data.{product}` of getListaAlimentos, nutrient keys
 * `NDT_{product}2016`) is the product's name in lower case: `cocho` (docs/decisions/feed-catalogue-wire.md).
 * Nutrient keys on the wire are the plain ones (`NDT`, `EM`, `ED`); the engine's normaliser also accepts
 * the `NDT_cocho2016` spelling.
 */
import { NUTRIENT_KEYS } from '@cocho/engine';
import { z } from 'zod';
import { defineCall } from './define-call';

/** The product key of getListaAlimentos' answer (spec's `{product}`). */
export const PRODUCT_KEY = 'cocho';

export const ZNutrientKey = z.enum(NUTRIENT_KEYS);
/** A composition in the product's units (MS % as fed; others on DM: %, Mcal/kg, mg/kg; PBKD %/h). */
export const ZNutrients = z.partialRecord(ZNutrientKey, z.number());
export type TNutrients = z.infer<typeof ZNutrients>;

/**
 * Largest value a nutrient can physically take (apps/server/src/feeds/plausibility.ts gives the reasons):
 * CP-equivalent keys 300 (urea is 46.6 % N × 6.25 ≈ 291 % CP), TDN 250, energies 10 Mcal/kg DM, micro
 * minerals 1 000 000 mg/kg, PBKD 100 %/h, every other percentage 100. Below 0 is never valid.
 */
export const NUTRIENT_MAXIMUM: Readonly<Record<(typeof NUTRIENT_KEYS)[number], number>> = Object.fromEntries(
  NUTRIENT_KEYS.map((key) => {
    if (['PB', 'PDR', 'PNDR', 'PM', 'PBA', 'PBB'].includes(key)) return [key, 300];
    if (['EL', 'EM', 'ED'].includes(key)) return [key, 10];
    if (key === 'NDT') return [key, 250];
    if (['Co', 'Cu', 'I', 'Mn', 'Se', 'Zn'].includes(key)) return [key, 1_000_000];
    return [key, 100];
  }),
) as Record<(typeof NUTRIENT_KEYS)[number], number>;

/** Wire id prefixes (docs/product/calculation.md#records). */
export const FEED_ID_PREFIX = { user: 'USR|', company: 'EMP|', additive: 'AD|' } as const;

/** Feed category (tipo), with names in the three languages. */
export const ZFeedType = z.object({
  id: z.number().int(),
  nome: z.string(),
  nome_ingles: z.string(),
  nome_espanhol: z.string(),
  /** Roughage category: 0, 1, 6, 7. */
  volumoso: z.boolean(),
  /** Position in lists (6, 1, 7, 3, 2, 4, 8, then 0, 999, 998); null for skipped categories. */
  ordem: z.number().int().nullable(),
});
export type TFeedType = z.infer<typeof ZFeedType>;

/** A value kept but flagged as unusual, or a note on how a value was read (codes translated by the UI). */
export const ZFeedFlag = z.object({
  code: z.string(),
  key: ZNutrientKey.nullable(),
  value: z.number().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
});
export type TFeedFlag = z.infer<typeof ZFeedFlag>;

export const FEED_VISIBILITIES = ['privado', 'empresa', 'todos'] as const;
/** private (owner only), whole company, all users (docs/product/calculation.md#records). */
export const ZFeedVisibility = z.enum(FEED_VISIBILITIES);
export type TFeedVisibility = z.infer<typeof ZFeedVisibility>;

export const FEED_STATUSES = ['pendente', 'aprovado', 'rejeitado'] as const;
/** Status of a feed sent to the public catalogue. */
export const ZFeedStatus = z.enum(FEED_STATUSES);
export type TFeedStatus = z.infer<typeof ZFeedStatus>;

export const ZMassUnit = z.enum(['kg', 'g', 'mg']);

/** A feed as the server sends it (docs/product/calculation.md#feed fields that live on the server). */
export const ZFeed = z.object({
  id: z.string(),
  tipo: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  name_es: z.string().nullable(),
  name_sci: z.string().nullable(),
  nutrientes: ZNutrients,
  /** The numbers as the source gave them, before unit conversion and derivation (null for user input). */
  nutrientes_originais: ZNutrients.nullable(),
  /** Keys whose value was computed (NDT from composition, ED, EM, PDR, CNF, MO). */
  nutrientes_calculados: z.array(ZNutrientKey),
  /** Unusual values and reading notes. */
  alertas: z.array(ZFeedFlag),
  /** Where the numbers come from (shown in the UI). */
  fonte: z.string().nullable(),
  /** Price per `unidade` as fed; null when none. */
  custo: z.number().nullable(),
  unidade: ZMassUnit,
  volumoso: z.boolean(),
  /** 1 hidden (docs/product/calculation.md#records EXCLUIDO). */
  EXCLUIDO: z.union([z.literal(0), z.literal(1)]),
  /** The catalogue feed a user feed was adapted from. */
  id_alimento_pai: z.string().nullable(),
  id_cliente: z.number().int().nullable(),
  restrito: z.boolean(),
  visibilidade: ZFeedVisibility,
  recomendado: z.boolean(),
  patrocinado: z.boolean(),
  empresa: z.number().int().nullable(),
  min_100: z.number().nullable(),
  max_100: z.number().nullable(),
  /** Only for feeds sent to the catalogue. */
  status: ZFeedStatus.nullable(),
  /**
   * A user's own feed: its stored version, sent back as `base_updated_at` by alimentos/updateAlimentoUsuario
   * (optimistic concurrency, docs/decisions/one-pass-saves.md). Absent on other feeds.
   */
  updated_at: z.string().optional(),
});
export type TFeed = z.infer<typeof ZFeed>;

/** An additive (docs/product/calculation.md#records: fator, sigla, nome, nome_ingles, nome_espanhol, unidade). */
export const ZAdditive = z.object({
  id: z.string(),
  sigla: z.string(),
  nome: z.string(),
  nome_ingles: z.string(),
  nome_espanhol: z.string(),
  /** Default dose in `unidade` per kg of total-diet DM. */
  fator: z.number(),
  /** Mass unit of the dose (mg). */
  unidade: ZMassUnit,
  /** Dose range of the cited label, `unidade` per kg of total-diet DM. */
  dose_min: z.number().nullable(),
  dose_max: z.number().nullable(),
  fonte: z.string(),
});
export type TAdditive = z.infer<typeof ZAdditive>;

const ZId = z.union([z.number().int(), z.string().min(1).max(40)]);
const ZName = z.string().trim().min(1).max(200);
const ZOptionalName = z.string().trim().max(200).nullable().optional();
/** A nutrient typed by a user: a number, or text with a comma or point decimal (docs/product/calculation.md#validation). */
const ZNutrientInput = z.union([z.number(), z.string().max(40), z.null()]);

/** What a user may set on their own feed. */
export const ZUserFeedInput = z.object({
  name: ZName,
  name_en: ZOptionalName,
  name_es: ZOptionalName,
  name_sci: ZOptionalName,
  tipo: z.number().int().min(0).max(9),
  nutrientes: z.record(z.string().max(40), ZNutrientInput),
  custo: z.union([z.number(), z.string().max(40), z.null()]).optional(),
  unidade: ZMassUnit.optional(),
  id_cliente: z.number().int().nullable().optional(),
  /** The catalogue (or own) feed this one adapts (route /enviar-alimento/adaptar). */
  id_alimento_pai: z.string().max(40).nullable().optional(),
  visibilidade: z.enum(['privado', 'empresa']).optional(),
});
export type TUserFeedInput = z.infer<typeof ZUserFeedInput>;

/** Largest lab report accepted, bytes after base64 decoding (fits the server's 1 MiB body limit). */
export const LAB_REPORT_MAX_BYTES = 512 * 1024;
export const LAB_REPORT_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

export const ZLabReport = z.object({
  nome_arquivo: z.string().trim().min(1).max(200),
  tipo_mime: z.enum(LAB_REPORT_MIME_TYPES),
  /** File content, base64 (standard alphabet). */
  conteudo_base64: z.base64().max(Math.ceil(LAB_REPORT_MAX_BYTES / 3) * 4),
});
export type TLabReport = z.infer<typeof ZLabReport>;

/** A problem of a catalogue CSV row: its 1-based line, the column when known, a code. */
export const ZImportProblem = z.object({
  row: z.number().int(),
  column: z.string().optional(),
  code: z.string(),
  detail: z.string().optional(),
});
export type TImportProblem = z.infer<typeof ZImportProblem>;

const ZFeedAnswer = z.object({ data: ZFeed });
const ZFeedList = z.object({ data: z.array(ZFeed) });

export const tipos = defineCall('tipos', z.object({}), z.object({ data: z.array(ZFeedType) }), {
  auth: true,
});

export const getListaAlimentos = defineCall(
  'alimentos/getListaAlimentos',
  z.object({
    /** The diet being edited; accepted for compatibility, not used by the catalogue rules. */
    id_dieta: ZId.nullable().optional(),
    /** Only user and company feeds (the cache rule's partial reload). */
    apenasUSREMP: z.boolean().optional(),
    /** The consultant's selected client (local storage `cliente`); user feeds of other clients are hidden. */
    id_cliente: z.number().int().nullable().optional(),
  }),
  z.object({
    data: z.object({
      [PRODUCT_KEY]: z.array(ZFeed),
      emp: z.array(ZFeed),
      usr: z.array(ZFeed),
      /**
       * The sponsored feeds shown to this user (non-premium users only, docs/product/shell.md#roles), also when
       * `apenasUSREMP`: a client that takes the catalogue from alimentos/getCatalogo puts them at every
       * third position of it, as the full answer's catalogue list already has them.
       */
      patrocinados: z.array(ZFeed),
    }),
  }),
  { auth: true },
);

/**
 * The catalogue feed list, the same for every user: built once per catalogue version and
 * served precompressed with an ETag (an If-None-Match that matches answers 304 with no body). Sponsored,
 * company and user feeds come from getListaAlimentos with `apenasUSREMP`. `versao` and `lastUpdate` are
 * alimentos/lastUpdateAt's data[0] and data[1] of this list.
 */
export const getCatalogo = defineCall(
  'alimentos/getCatalogo',
  z.object({}),
  z.object({
    data: z.object({ [PRODUCT_KEY]: z.array(ZFeed) }),
    versao: z.number().int(),
    lastUpdate: z.string(),
  }),
  { auth: true },
);

export const lastUpdateAt = defineCall(
  'alimentos/lastUpdateAt',
  z.object({}),
  /** `data[0]` catalogue version (a counter), `data[1]` the last-update value (ISO-8601 UTC). */
  z.object({ data: z.tuple([z.number().int(), z.string()]) }),
  { auth: true },
);

const ZCompanyFeedsRequest = z.object({
  id_empresa: z.number().int().nullable().optional(),
  /** From the company area: all of the company's feeds, hidden ones included (company users only). */
  area_da_empresa: z.boolean().optional(),
});

export const getAlimentosEmpresa = defineCall(
  'alimentos/getAlimentosEmpresa',
  ZCompanyFeedsRequest,
  ZFeedList,
  {
    auth: true,
  },
);
export const getAlimentosPatrocinados = defineCall(
  'alimentos/getAlimentosPatrocinados',
  ZCompanyFeedsRequest,
  ZFeedList,
  { auth: true },
);

export const getAditivos = defineCall(
  'aditivos/getAditivos',
  z.object({}),
  z.object({ data: z.array(ZAdditive) }),
  {
    auth: true,
  },
);

export const createUserFeed = defineCall('alimentos/createAlimentoUsuario', ZUserFeedInput, ZFeedAnswer, {
  auth: true,
});
/**
 * alimentos/updateAlimentoUsuario: changes one of the user's feeds. With `base_updated_at` (the feed's
 * `updated_at` as read) the change applies only while the feed is still that version, else CONFLICT (409).
 */
export const updateUserFeed = defineCall(
  'alimentos/updateAlimentoUsuario',
  ZUserFeedInput.extend({ id: z.string().max(40), base_updated_at: z.string().max(40).optional() }),
  ZFeedAnswer,
  { auth: true },
);
export const hideUserFeed = defineCall(
  'alimentos/ocultarAlimentoUsuario',
  z.object({ id: z.string().max(40), oculto: z.boolean() }),
  ZFeedAnswer,
  { auth: true },
);
export const removeUserFeed = defineCall(
  'alimentos/removeAlimentoUsuario',
  z.object({ id: z.string().max(40) }),
  z.object({ data: z.object({ id: z.string() }) }),
  { auth: true },
);

/** Send a feed to the public catalogue (route /enviar-alimento/cqbal): pending until an administrator decides. */
export const sendFeedForApproval = defineCall(
  'alimentos/enviarAlimento',
  ZUserFeedInput.extend({ laudo: ZLabReport }),
  ZFeedAnswer,
  { auth: true },
);

/**
 * A nutrient's spread in the public catalogue's feeds of one category: how many feeds give it, lowest,
 * quartiles (median in the middle) and highest, in the composition's units.
 */
export const ZTypicalValue = z.object({
  n: z.number().int(),
  minimo: z.number(),
  q1: z.number(),
  mediana: z.number(),
  q3: z.number(),
  maximo: z.number(),
});
export type TTypicalValue = z.infer<typeof ZTypicalValue>;

/** A pending feed as administrators list it. */
export const ZPendingFeed = ZFeed.extend({
  user_id: z.number().int(),
  /** The sender's name and e-mail (null once the account is gone). */
  usuario_nome: z.string().nullable().optional(),
  usuario_email: z.string().nullable().optional(),
  enviado_em: z.string(),
  laudo: z
    .object({ nome_arquivo: z.string(), tipo_mime: z.string(), tamanho_bytes: z.number().int() })
    .nullable(),
  /** The catalogue's typical values for the feed's category, per nutrient. */
  tipicos: z.partialRecord(ZNutrientKey, ZTypicalValue).optional(),
  /** The sent values outside the category's typical range (docs/decisions/feed-curation.md). */
  fora_do_tipico: z.array(ZNutrientKey).optional(),
});
export type TPendingFeed = z.infer<typeof ZPendingFeed>;

export const getPendingFeeds = defineCall(
  'alimentos/getAlimentosPendentes',
  z.object({}),
  z.object({ data: z.array(ZPendingFeed) }),
  { auth: true },
);
export const getLabReport = defineCall(
  'alimentos/getLaudo',
  z.object({ id: z.string().max(40) }),
  z.object({ data: ZLabReport }),
  { auth: true },
);
export const approveFeed = defineCall(
  'alimentos/aprovarAlimento',
  z.object({ id: z.string().max(40) }),
  /** The sent feed (status aprovado) and the catalogue feed made from it. */
  z.object({ data: z.object({ enviado: ZFeed, catalogo: ZFeed }) }),
  { auth: true },
);
export const rejectFeed = defineCall(
  'alimentos/reprovarAlimento',
  z.object({ id: z.string().max(40), motivo: z.string().trim().max(1000).optional() }),
  ZFeedAnswer,
  { auth: true },
);

export const CATALOGUE_IMPORT_PROFILES = ['produto', 'nasem'] as const;

/** Administrator CSV import: `simular` lists every row's problems and writes nothing. */
export const importCatalogueCsv = defineCall(
  'alimentos/importarCsv',
  z.object({
    csv: z.string().min(1),
    /** `produto`: the export's units; `nasem`: PNDR, PBA, PBB in % of CP, Co and I zeros not analysed. */
    perfil: z.enum(CATALOGUE_IMPORT_PROFILES).optional(),
    simular: z.boolean(),
  }),
  z.object({
    data: z.object({
      simulacao: z.boolean(),
      /** True when the rows were written (never in a dry run, never with a problem). */
      aplicado: z.boolean(),
      linhas: z.number().int(),
      novos: z.number().int(),
      atualizados: z.number().int(),
      problemas: z.array(ZImportProblem),
      avisos: z.array(ZImportProblem),
      alertas: z.array(
        z.object({ row: z.number().int(), source_id: z.string(), alertas: z.array(ZFeedFlag) }),
      ),
    }),
  }),
  { auth: true },
);

export const exportCatalogueCsv = defineCall(
  'alimentos/exportarCsv',
  z.object({}),
  z.object({ data: z.object({ nome_arquivo: z.string(), csv: z.string() }) }),
  { auth: true },
);

export const feedCalls = {
  tipos,
  getListaAlimentos,
  getCatalogo,
  lastUpdateAt,
  getAlimentosEmpresa,
  getAlimentosPatrocinados,
  getAditivos,
  createUserFeed,
  updateUserFeed,
  hideUserFeed,
  removeUserFeed,
  sendFeedForApproval,
  getPendingFeeds,
  getLabReport,
  approveFeed,
  rejectFeed,
  importCatalogueCsv,
  exportCatalogueCsv,
} as const;
