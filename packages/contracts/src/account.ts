/**
 * Account calls (docs/product/shell.md#user, docs/product/shell.md#account-state and simultaneous login, docs/product/shell.md#validation): e-mail codes, password reset and
 * change, the temporary password an administrator sets, the profile and its picture. The registration call
 * itself is `auth/register` in auth.ts.
 *
 * No answer tells whether an e-mail has an account: auth/sendCode and auth/forgotPassword always answer
 * `{ ok: true }` (the e-mail says what applies), and a wrong code is CODE_INVALID whatever the reason.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import {
  ZAccountCurrency,
  ZAccountFields,
  ZEmail,
  ZLanguageIndex,
  ZPassword,
  ZUser,
  ZVerificationCode,
  ALSO_WITH_OTHER_ISSUES,
  refinePasswordConfirmation,
} from './auth';

/** Minutes an e-mailed code stays valid. */
export const VERIFICATION_CODE_TTL_MINUTES = 15;
/** Wrong tries after which a code is dead (a new one must be requested). */
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
/** Seconds between two codes to the same e-mail (auth/sendCode, auth/forgotPassword). */
export const VERIFICATION_CODE_RESEND_SECONDS = 60;
/** Codes per e-mail per hour. */
export const VERIFICATION_CODES_PER_HOUR = 5;

/** What an e-mailed code is for: 'cadastro' registration (auth/sendCode), 'senha' password reset. */
export const CODE_PURPOSES = ['cadastro', 'senha'] as const;
export const ZCodePurpose = z.enum(CODE_PURPOSES);
export type TCodePurpose = z.infer<typeof ZCodePurpose>;

/** Profile picture limits (docs/product/shell.md#company-product Image: at most 1024 × 1024). */
export const PHOTO_MAX_SIDE_PX = 1024;
/**
 * Largest picture file, in bytes. Its data URL (4/3 larger) must fit the server's request body limit
 * (BODY_LIMIT_BYTES, 1 MiB by default; docs/decisions/profile-picture.md).
 */
export const PHOTO_MAX_BYTES = 700 * 1024;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

const ZOk = z.object({ ok: z.literal(true) });

/**
 * auth/sendCode: e-mails a 6-digit registration code. Always `{ ok: true }`; an e-mail that already has an
 * account gets a message pointing to "forgot password" instead, and no code works for it. RATE_LIMITED
 * when the same e-mail asks again within a minute or more than 5 times an hour.
 */
export const sendCode = defineCall(
  'auth/sendCode',
  z.object({
    email: ZEmail,
    finalidade: z.literal('cadastro'),
    /** Language of the e-mail (the interface's); default Portuguese. */
    idioma: ZLanguageIndex.optional(),
  }),
  ZOk,
  { auth: false },
);

/** auth/forgotPassword: e-mails a reset code when the account exists. Always `{ ok: true }` (RATE_LIMITED as sendCode). */
export const forgotPassword = defineCall(
  'auth/forgotPassword',
  z.object({ email: ZEmail, idioma: ZLanguageIndex.optional() }),
  ZOk,
  { auth: false },
);

/** auth/resetPassword: sets a new password with the e-mailed code and signs out every session (CODE_INVALID otherwise). */
export const resetPassword = defineCall(
  'auth/resetPassword',
  z
    .object({
      email: ZEmail,
      codigo: ZVerificationCode,
      password: ZPassword,
      confirmacao: z.string().max(200),
    })
    .superRefine(refinePasswordConfirmation, ALSO_WITH_OTHER_ISSUES),
  ZOk,
  { auth: false },
);

/** auth/encerrarOutrasSessoes: signs out every other session of the user ("it was me" on a simultaneous login). */
export const encerrarOutrasSessoes = defineCall(
  'auth/encerrarOutrasSessoes',
  z.object({}),
  z.object({ ok: z.literal(true), sessoes: z.number().int() }),
  { auth: true },
);

/**
 * user/alterarSenha: changes the signed-in user's password (VALIDATION_FAILED with field senha_atual
 * 'currentPasswordIncorrect' when the current one is wrong) and clears the temporary-password flag;
 * The user's other sessions are signed out unless `encerrar_outras` is false (the default revokes them).
 */
export const alterarSenha = defineCall(
  'user/alterarSenha',
  z
    .object({
      senha_atual: z.string().min(1).max(200),
      password: ZPassword,
      confirmacao: z.string().max(200),
      encerrar_outras: z.boolean().optional(),
    })
    .superRefine(refinePasswordConfirmation, ALSO_WITH_OTHER_ISSUES),
  z.object({ user: ZUser, sessoes: z.number().int() }),
  { auth: true },
);

/**
 * user/update: the signed-in user's registration fields (same rules as auth/register; the e-mail is not
 * changed here, docs/decisions/account-profile-email.md). DOCUMENT_EXISTS when another account has the document.
 * `moeda` sets the account's currency (null clears it); absent leaves it as it was.
 */
export const updateUser = defineCall(
  'user/update',
  ZAccountFields.extend({ idioma: ZLanguageIndex.optional(), moeda: ZAccountCurrency.optional() }),
  z.object({ user: ZUser }),
  { auth: true },
);

/**
 * user/foto: the cropped profile picture as a data URL (`data:image/jpeg;base64,...` or PNG), at most
 * 1024 × 1024 px (IMAGE_INVALID otherwise) and PHOTO_MAX_BYTES (PAYLOAD_TOO_LARGE). The user's `foto` becomes its address.
 */
export const uploadPhoto = defineCall(
  'user/foto',
  z.object({ imagem: z.string().startsWith('data:image/') }),
  z.object({ user: ZUser }),
  { auth: true },
);

/** user/foto/remover: removes the profile picture. */
export const removePhoto = defineCall('user/foto/remover', z.object({}), z.object({ user: ZUser }), {
  auth: true,
});

/**
 * usuario/senhaTemporaria (administrators): sets a temporary password on an account, e-mails its owner
 * and flags the account so the web asks for a new password at the next sign-in.
 */
export const senhaTemporaria = defineCall(
  'usuario/senhaTemporaria',
  z.object({ id: z.number().int().positive(), password: ZPassword }),
  ZOk,
  { auth: true },
);

export const accountCalls = {
  sendCode,
  forgotPassword,
  resetPassword,
  encerrarOutrasSessoes,
  alterarSenha,
  updateUser,
  uploadPhoto,
  removePhoto,
  senhaTemporaria,
} as const;
