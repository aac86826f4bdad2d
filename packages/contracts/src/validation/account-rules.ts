/**
 * The account rules that depend on the country (docs/product/shell.md#incomplete-profile, docs/product/shell.md#validation): in Brazil the document
 * is a valid CPF or CNPJ and the street, number and city are filled; elsewhere any document number (the
 * schema already requires one). The country is known by its id in the seeded list (`paises`), which the
 * contract cannot know, so both sides pass Brazil's id: the web from the `paises` answer (iso "BR"), the
 * server from its table.
 */
import { brazilianDocumentProblem } from './documents';
import type { AccountFieldCode } from './field-codes';

/** ISO 3166-1 alpha-2 code of Brazil in the `paises` list. */
export const BRAZIL_ISO = 'BR';

export type CountryDependentFields = {
  numero_documento: string;
  endereco: {
    pais: number | null;
    cidade?: string | null | undefined;
    logradouro?: string | null | undefined;
    numero?: string | null | undefined;
  };
};

export type AccountFieldProblem = { field: string; code: AccountFieldCode };

/** The country-dependent problems of `fields` (empty when valid), each with its field path and code. */
export function findCountryFieldProblems(
  fields: CountryDependentFields,
  brazilCountryId: number,
): AccountFieldProblem[] {
  if (fields.endereco.pais !== brazilCountryId) return [];
  const problems: AccountFieldProblem[] = [];
  const documentProblem = brazilianDocumentProblem(fields.numero_documento);
  if (documentProblem) problems.push({ field: 'numero_documento', code: documentProblem });
  for (const key of ['logradouro', 'numero', 'cidade'] as const) {
    if (!fields.endereco[key]?.trim()) problems.push({ field: `endereco.${key}`, code: 'required' });
  }
  return problems;
}

/**
 * A zod `superRefine` body adding the country-dependent problems as issues, for forms:
 * `ZRegistrationForm.superRefine(refineForCountry(brazilId), ALSO_WITH_OTHER_ISSUES)` (an address that did not
 * parse has no rule to check).
 */
export function refineForCountry(brazilCountryId: number) {
  return (
    fields: CountryDependentFields,
    ctx: { addIssue(issue: { code: 'custom'; path: string[]; message: string; params: object }): void },
  ): void => {
    if (typeof fields.endereco !== 'object') return;
    for (const problem of findCountryFieldProblems(fields, brazilCountryId)) {
      ctx.addIssue({
        code: 'custom',
        path: problem.field.split('.'),
        message: problem.code,
        params: { key: problem.code },
      });
    }
  };
}
