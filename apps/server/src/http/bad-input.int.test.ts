/**
 * Generated malformed bodies to every call of CALLS, signed in as a free user and as an administrator:
 * not JSON objects, NUL and lone surrogates (in values and keys), deep nesting, every property of the
 * request (read from the contract's JSON Schema) with a wrong type, and edge values (huge strings, numbers
 * beyond 32 bits and beyond any bound), the other properties carrying SQL and script fragments. An edge
 * value a contract accepts (a request field without bounds) fails the test too: every field is bounded. Each answer must be a 4xx with a code of the error table (never a 5xx), and no table
 * may gain or lose a row. Bounded to BODIES_PER_CALL bodies per call so it runs in seconds.
 */
import { APP_ERROR_CODES, CALLS } from '@cocho/contracts';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { signUpAdministrator } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import type { CallResult, SignedUp, TestEnvironment } from '../testing/for-each-database';
import { withSchemaDropsHeldOff } from '../db/dialects/schema-drop-lock';

const BODIES_PER_CALL = 24;

const INJECTIONS = [
  "'; DROP TABLE users; --",
  "1' OR '1'='1",
  '<script>alert(1)</script>',
  '${process.exit()}',
  '../../etc/passwd',
] as const;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  maxLength?: number;
  maximum?: number;
  enum?: unknown[];
  const?: unknown;
};

/** The JSON types a property accepts ('integer' read as 'number'), or null when unknown (any). */
function typesOf(schema: JsonSchema | undefined): Set<string> | null {
  if (!schema) return null;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const all = new Set<string>();
    for (const branch of branches) {
      const types = typesOf(branch);
      if (!types) return null;
      for (const type of types) all.add(type);
    }
    return all;
  }
  if (schema.const !== undefined || schema.enum) return new Set(['enum']);
  if (schema.type === undefined) return null;
  const list = Array.isArray(schema.type) ? schema.type : [schema.type];
  return new Set(list.map((type) => (type === 'integer' ? 'number' : type)));
}

function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Top-level properties of a request schema (merging the branches of a top-level union). */
function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  const merged: Record<string, JsonSchema> = { ...schema.properties };
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
    Object.assign(merged, propertiesOf(branch));
  return merged;
}

function deep(depth: number): unknown {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level += 1) value = { a: [value] };
  return value;
}

type Body = { readonly label: string; readonly raw: string };

/** Bodies for one call, every one malformed by construction except the edge values (see the header). */
function generateBodies(request: z.ZodType, seed: number): Body[] {
  let schema: JsonSchema = {};
  try {
    schema = z.toJSONSchema(request, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    // A schema JSON Schema cannot express: the generic bodies still apply.
  }
  const properties = Object.entries(propertiesOf(schema));
  const injection = (index: number) => INJECTIONS[(seed + index) % INJECTIONS.length] as string;
  const filler = Object.fromEntries(properties.map(([key], index) => [key, injection(index)]));
  const withFiller = (key: string, value: unknown) => JSON.stringify({ ...filler, [key]: value });

  const bodies: Body[] = [
    { label: 'array', raw: '[]' },
    { label: 'string', raw: '"\'; DROP TABLE users; --"' },
    { label: 'number', raw: '1e309' },
    { label: 'null', raw: 'null' },
    { label: 'broken JSON', raw: '{"a":' },
    { label: 'NUL', raw: JSON.stringify({ ...filler, nome: 'a\u0000b' }) },
    { label: 'lone surrogate key', raw: `{"\\ud800":1}` },
    { label: 'lone surrogate value', raw: withFiller(properties[0]?.[0] ?? 'x', '\udfff') },
    { label: 'deep', raw: JSON.stringify({ ...filler, x: deep(200) }) },
  ];
  const wrongCandidates: unknown[] = [true, 'NaN', 1e308, [], { $gt: '' }, -0];
  const edge: Body[] = [];
  properties.forEach(([key, property], index) => {
    const types = typesOf(property);
    if (types && !types.has('object')) {
      const wrong = wrongCandidates.filter((value) => {
        const type = jsonTypeOf(value);
        return types.has('enum') ? type !== 'string' && type !== 'number' : !types.has(type);
      });
      const value = wrong[(seed + index) % Math.max(wrong.length, 1)];
      if (wrong.length > 0) bodies.push({ label: `${key} wrong type`, raw: withFiller(key, value) });
    }
    const huge = property.maxLength !== undefined ? 'é'.repeat(property.maxLength + 1) : 'A'.repeat(300_000);
    edge.push({ label: `${key} huge string`, raw: JSON.stringify({ [key]: huge }) });
    for (const number of [2 ** 31, -(2 ** 31) - 1, 1e308, -1e308])
      edge.push({ label: `${key} = ${number}`, raw: JSON.stringify({ [key]: number }) });
  });
  // Every property with a wrong type first, then edge values, to the bound.
  return [...bodies, ...edge].slice(0, BODIES_PER_CALL);
}

async function countRows(t: TestEnvironment): Promise<Record<string, number>> {
  const tables = await withSchemaDropsHeldOff(t.db, (db) => db.introspection.getTables());
  const counts: Record<string, number> = {};
  for (const table of tables) {
    if (table.name.startsWith('kysely_')) continue;
    const row = await t.db
      .selectFrom(table.name as 'users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table.name] = Number(row.n);
  }
  return counts;
}

forEachDatabase('bad input to every call', (t: TestEnvironment) => {
  let free: SignedUp;
  let admin: SignedUp;

  beforeAll(async () => {
    free = await t.signUp();
    admin = await signUpAdministrator(t);
  });

  for (const role of ['free', 'admin'] as const) {
    it(`answers 4xx with a code and writes nothing, as ${role}`, async () => {
      const token = role === 'free' ? free.token : admin.token;
      const before = await countRows(t);
      const problems: string[] = [];
      let sent = 0;
      for (const [index, contract] of Object.values(CALLS).entries()) {
        for (const body of generateBodies(contract.request, index)) {
          const res: CallResult = await t.call(contract.name, undefined, { token, rawBody: body.raw });
          sent += 1;
          const code = (res.body as { code?: string }).code;
          const isCoded = code !== undefined && (APP_ERROR_CODES as string[]).includes(code);
          if (res.status < 400 || res.status >= 500 || !isCoded)
            problems.push(`${contract.name} [${body.label}] → ${res.status} ${res.text.slice(0, 120)}`);
        }
      }
      expect(problems).toEqual([]);
      expect(await countRows(t)).toEqual(before);
      expect(sent).toBeGreaterThan(Object.keys(CALLS).length * 9);
    });
  }
});
