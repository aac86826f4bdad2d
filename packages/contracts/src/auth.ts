/** Sign-in, registration, session and language calls (spec 01 §3 User, §4 Session, §7). */
import { z } from 'zod';
import { defineCall } from './define-call';

/** Profile chosen at registration (spec 01 §3 perfil). */
export const USER_PROFILES = ['consultor', 'pecuarista', 'professor', 'estudante', 'instituicao'] as const;
export const ZUserProfile = z.enum(USER_PROFILES);

/** Interface language index: 0 Portuguese, 1 English, 2 Spanish (spec 01 §1). */
export const ZLanguageIndex = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** The signed-in user as the client sees it. Keys keep the spec's names (spec 01 §3). */
export const ZUser = z.object({
  id: z.number().int(),
  NOME: z.string(),
  email: z.string(),
  perfil: ZUserProfile.nullable(),
  idioma: ZLanguageIndex,
  /** 0 under review, 1 released. */
  liberado: z.union([z.literal(0), z.literal(1)]),
  /** 1 inactive. */
  EXCLUIDO: z.union([z.literal(0), z.literal(1)]),
  /** Administrator flag (spec 01 §6: menu level 10). */
  administrador: z.boolean(),
  premium: z.boolean(),
  premiumInfinito: z.boolean(),
  consultor: z.boolean(),
  pecuarista: z.boolean(),
  gestor: z.boolean(),
  vinculado: z.boolean(),
  area_universitaria: z.boolean(),
  empresa_vinculada: z.number().int().nullable(),
  data_nascimento: z.string().nullable(),
  sexo: z.enum(['M', 'F', 'N']).nullable(),
});
export type TUser = z.infer<typeof ZUser>;

const ZEmail = z.string().trim().toLowerCase().pipe(z.email());
/** Passwords: 8 to 200 characters. */
const ZPassword = z.string().min(8).max(200);

export const appLogin = defineCall(
  'auth/appLogin',
  z.union([
    z.object({
      email: ZEmail,
      password: z.string().min(1).max(200),
      loginByToken: z.literal(false).optional(),
    }),
    z.object({ loginByToken: z.literal(true), accessToken: z.string().min(10).max(500) }),
  ]),
  z.object({ token: z.string(), user: ZUser, sessoes: z.number().int() }),
  { auth: false },
);

export const register = defineCall(
  'auth/register',
  z.object({
    /** Letters, numbers and spaces, at least 3 characters (spec 01 §5). */
    NOME: z
      .string()
      .trim()
      .min(3)
      .max(120)
      .regex(/^[\p{L}\p{N} ]+$/u),
    email: ZEmail,
    password: ZPassword,
    perfil: ZUserProfile,
    idioma: ZLanguageIndex.optional(),
  }),
  z.object({ token: z.string(), user: ZUser, sessoes: z.number().int() }),
  { auth: false },
);

export const logout = defineCall(
  'auth/logout',
  z.object({ token: z.string().optional() }),
  z.object({ ok: z.literal(true) }),
  {
    auth: false,
  },
);

export const verificaToken = defineCall(
  'verificaToken',
  z.object({
    lat: z.number().nullable().optional(),
    lon: z.number().nullable().optional(),
    clientTokenFirebase: z.string().nullable().optional(),
    token: z.string().optional(),
  }),
  z.object({ user: ZUser }),
  { auth: true },
);

export const setIdioma = defineCall(
  'setIdioma',
  z.object({ id: z.number().int(), idioma: ZLanguageIndex }),
  z.object({ user: ZUser }),
  { auth: true },
);

export const meuIP = defineCall('auth/meuIP', z.object({}), z.object({ ip: z.string() }), { auth: false });

export const authCalls = { appLogin, register, logout, verificaToken, setIdioma, meuIP } as const;
