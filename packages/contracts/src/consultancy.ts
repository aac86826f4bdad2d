/**
 * A consultant's clients (docs/product/shell.md#layout client picker, client dialog and consultant area, docs/product/shell.md#records Client of a
 * consultant, docs/product/shell.md#states client selection and client link, docs/product/shell.md#validation client limit, docs/product/calls.md#shell-calls consultoria/*). Wire keys keep the
 * spec's Portuguese names. Every call needs the `consultancy` ability and works on the caller's own clients
 * only: the consultant is the signed-in user, never an id of the request. Choices:
 * docs/decisions/consultancy-clients.md.
 */
import { z } from 'zod';
import { ZEmail } from './auth';
import { defineCall } from './define-call';
import { ZIdempotencyKey } from './record-versions';
import {
  PERSON_NAME_MAX_LENGTH,
  PERSON_NAME_MIN_LENGTH,
  PERSON_NAME_PATTERN,
  isValidPhone,
} from './validation/contact';
import { fieldIssue } from './validation/field-codes';

/** The picker's "add client" entry (docs/product/shell.md#screens: id -1). */
export const ADD_CLIENT_ID = -1;
/** The picker's "personal use" entry (docs/product/shell.md#screens: id -2): no client selected. */
export const PERSONAL_USE_ID = -2;
/** The page reloads this long after a client is chosen (docs/product/shell.md#constants client reload delay). */
export const CLIENT_RELOAD_DELAY_MS = 100;

export const FARM_NAME_MAX_LENGTH = 120;
export const CLIENT_NOTE_MAX_LENGTH = 2000;

/**
 * A client's link (docs/product/shell.md#other-states Client link): linked since `vinculado_em`, updated (linked and edited since),
 * or unlinked (removed by the consultant: `desvinculado_em` set, kept so their saved diets keep a meaning).
 */
export const CLIENT_LINK_STATES = ['vinculado', 'atualizado', 'desvinculado'] as const;
export const ZClientLinkState = z.enum(CLIENT_LINK_STATES);
export type TClientLinkState = z.infer<typeof ZClientLinkState>;

/** One client of a consultant (docs/product/shell.md#records). Timestamps are ISO-8601 UTC. */
export const ZClient = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  telefone: z.string().nullable(),
  nome_fazenda: z.string().nullable(),
  obs: z.string().nullable(),
  /** The consultant (a user id). */
  id_consultor: z.number().int(),
  vinculado_em: z.string(),
  atualizado_em: z.string().nullable(),
  desvinculado_em: z.string().nullable(),
  situacao: ZClientLinkState,
});
export type TClient = z.infer<typeof ZClient>;

/** An optional text: trimmed, empty read as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((text) => (text === undefined || text === null || text === '' ? null : text));

/** The client dialog's fields (docs/product/shell.md#screens, docs/product/shell.md#validation: name, e-mail and phone rules). */
export const ZClientFields = z.object({
  nome: z.string().trim().min(PERSON_NAME_MIN_LENGTH).max(PERSON_NAME_MAX_LENGTH).regex(PERSON_NAME_PATTERN),
  email: ZEmail,
  /** Optional; when given, a valid phone. */
  telefone: z
    .string()
    .trim()
    .max(40)
    .refine((text) => text === '' || isValidPhone(text), fieldIssue('phoneInvalid'))
    .nullable()
    .optional()
    .transform((text) => (text === undefined || text === null || text === '' ? null : text)),
  nome_fazenda: optionalText(FARM_NAME_MAX_LENGTH),
  obs: optionalText(CLIENT_NOTE_MAX_LENGTH),
  /**
   * The spec's payload names the consultant; the server takes the signed-in user and refuses any other id
   * (FORBIDDEN), so the field is optional.
   */
  id_consultor: z.number().int().nullable().optional(),
});
export type TClientFields = z.input<typeof ZClientFields>;

/** consultoria/clientes: the caller's linked clients, by name. */
export const listClients = defineCall(
  'consultoria/clientes',
  z.object({
    /** The consultancy (docs/product/calls.md#shell-calls); informative only: the list is always the caller's own clients. */
    id: z.number().int().nullable().optional(),
    /** Also list unlinked clients (their saved diets still name them). */
    incluir_desvinculados: z.boolean().optional(),
  }),
  z.object({ data: z.array(ZClient) }),
  { auth: true },
);

/** consultoria/clientes/create: a new linked client; CLIENT_LIMIT_REACHED at the consultancy's max_clientes. */
export const createClient = defineCall(
  'consultoria/clientes/create',
  // The same key again answers the first answer and creates nothing (docs/decisions/one-pass-saves.md).
  ZClientFields.extend({ idempotency_key: ZIdempotencyKey.optional() }),
  z.object({ data: ZClient }),
  { auth: true },
);

/**
 * consultoria/clientes/update: edits one of the caller's linked clients (the client dialog's edit). With
 * `base_atualizado_em` (the client's `atualizado_em` as read; null when never edited) the edit applies only
 * while the client is still that version, else CONFLICT (409) (docs/decisions/one-pass-saves.md).
 */
export const updateClient = defineCall(
  'consultoria/clientes/update',
  ZClientFields.extend({
    id: z.number().int(),
    base_atualizado_em: z.string().max(40).nullable().optional(),
  }),
  z.object({ data: ZClient }),
  { auth: true },
);

/**
 * consultoria/clientes/delete: the spec sends the client object; only its id is read. The client is
 * unlinked (desvinculado_em set), not erased.
 */
export const deleteClient = defineCall(
  'consultoria/clientes/delete',
  z.object({ id: z.number().int() }),
  z.object({ data: ZClient }),
  { auth: true },
);

export const consultancyCalls = { listClients, createClient, updateClient, deleteClient } as const;
