/**
 * Registration like a user does it, for the integration tests: a valid form (unique CPF, Brazilian address),
 * auth/sendCode, the code read from the local outbox, auth/register. Nothing here bypasses a rule.
 */
import { cpfFromBase } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readCodeFromMail, readLatestMail } from '../mail/read-outbox';

let documentCounter = 0;

/** The id of Brazil in the seeded `paises`. */
export async function findBrazilId(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('paises').select('id').where('iso', '=', 'BR').executeTakeFirstOrThrow();
  return row.id;
}

/** A unique valid CPF (digits) per call in this process. */
export function nextTestCpf(): string {
  documentCounter += 1;
  return cpfFromBase(100_000_000 + ((process.pid * 1000 + documentCounter) % 800_000_000));
}

/** A complete, valid registration body (without codigo) for `email`. */
export function sampleRegistration(email: string, brazilId: number, password = 'correct horse battery') {
  return {
    NOME: 'Test User',
    email,
    password,
    confirmacao: password,
    aceite: true,
    perfil: 'pecuarista',
    telefone: '(31) 98765-4321',
    como_conheceu: 'amigo',
    endereco: { pais: brazilId, estado: 'MG', cidade: 'Viçosa', logradouro: 'Rua A', numero: '10' },
    numero_documento: nextTestCpf(),
    data_nascimento: '1990-05-01',
    sexo: 'F',
    idioma: 0,
  };
}

type Caller = (name: string, body?: unknown) => Promise<{ status: number; body: unknown; text: string }>;

/** auth/sendCode then the code of the latest mail to `email` (throws when either fails). */
export async function requestRegistrationCode(
  call: Caller,
  db: Kysely<Database>,
  email: string,
): Promise<string> {
  const sent = await call('auth/sendCode', { email, finalidade: 'cadastro' });
  if (sent.status !== 200) throw new Error(`sendCode failed: ${sent.status} ${sent.text}`);
  const mail = await readLatestMail(db, email);
  const code = mail && readCodeFromMail(mail.body);
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** The full registration: code by e-mail, then auth/register with `overrides` over the sample form. */
export async function registerThroughOutbox(
  call: Caller,
  db: Kysely<Database>,
  email: string,
  overrides: Record<string, unknown> = {},
): Promise<{ status: number; body: unknown; text: string }> {
  const codigo = await requestRegistrationCode(call, db, email);
  const password = typeof overrides.password === 'string' ? overrides.password : undefined;
  return call('auth/register', {
    ...sampleRegistration(email, await findBrazilId(db), password),
    codigo,
    ...overrides,
  });
}

/** Moves the e-mail's codes an hour back, as if the per-e-mail sending limits had passed. */
export async function ageCodes(db: Kysely<Database>, email: string): Promise<void> {
  await db
    .updateTable('email_codes')
    .set({ created_at: '2000-01-01T00:00:00.000Z' })
    .where('email', '=', email.toLowerCase())
    .execute();
}
