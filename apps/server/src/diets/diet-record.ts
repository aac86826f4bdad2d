/**
 * A saved record's JSON text in and out: `parseDietRecord` checks what a client sends (contracts
 * ZDietRecord plus the saving rules of spec 02 §5), `readDietRecord` reads what is stored.
 */
import { ZDietRecord } from '@cocho/contracts';
import type { TDietMode, TDietRecord, TFieldError } from '@cocho/contracts';
import { appError, toFieldErrors } from '../errors';
import type { DietRow } from './repository';

const invalid = (fields: TFieldError[]) => appError('VALIDATION_FAILED', fields);

/** Parses and checks the record's JSON text; field paths start with `dieta.`. */
export function parseDietRecord(text: string, modo: TDietMode): TDietRecord {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalid([{ field: 'dieta', code: 'invalid_json' }]);
  }
  const parsed = ZDietRecord.safeParse(json);
  if (!parsed.success) {
    throw invalid(
      toFieldErrors(parsed.error.issues).map((issue) => ({
        field: issue.field === '' ? 'dieta' : `dieta.${issue.field}`,
        code: issue.code === 'custom' ? customCode(parsed.error.issues, issue.field) : issue.code,
      })),
    );
  }
  const record = parsed.data;
  const problems: TFieldError[] = [];
  const hiddenPrediction = modo === 'PD' && record.oculta;
  // Spec 02 §5: saving requires a name and at least one feed (a hidden auto-saved prediction has none).
  if (!hiddenPrediction && record.nome === '') problems.push({ field: 'dieta.nome', code: 'required' });
  if (record.alimentos_selecionados.length === 0)
    problems.push({ field: 'dieta.alimentos_selecionados', code: 'too_small' });
  const selected = new Set(record.alimentos_selecionados.map((feed) => feed.id));
  if (selected.size !== record.alimentos_selecionados.length)
    problems.push({ field: 'dieta.alimentos_selecionados', code: 'duplicate_feed' });
  for (const id of Object.keys(record.restricoes))
    if (!selected.has(id)) problems.push({ field: `dieta.restricoes.${id}`, code: 'feed_not_selected' });
  record.alimentos_alterados.forEach((id, index) => {
    if (!selected.has(id))
      problems.push({ field: `dieta.alimentos_alterados.${index}`, code: 'feed_not_selected' });
  });
  record.resultado?.forEach((row, index) => {
    if (!selected.has(row.id))
      problems.push({ field: `dieta.resultado.${index}.id`, code: 'feed_not_selected' });
  });
  // The lifecycle (type, dates, active, finished) belongs to diets, not predictions (spec 01 §3).
  if (modo === 'PD' && record.ciclo !== null) problems.push({ field: 'dieta.ciclo', code: 'diet_only' });
  if (modo === 'PD' && record.tipo_alimento_predicao === null)
    problems.push({ field: 'dieta.tipo_alimento_predicao', code: 'required' });
  if (problems.length > 0) throw invalid(problems);
  return hiddenPrediction ? { ...record, nome: '' } : record;
}

/** The lifecycle's own codes (DATE_REQUIRED, SPAN_OVER_ONE_YEAR …) replace zod's generic 'custom'. */
function customCode(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  field: string,
): string {
  const issue = issues.find((candidate) => candidate.path.map(String).join('.') === field);
  return issue?.message ?? 'custom';
}

/** A stored record's JSON. */
export function readDietRecord(row: DietRow): TDietRecord {
  // Stored records were validated on the way in; parsing again guards against hand-edited rows.
  return ZDietRecord.parse(JSON.parse(row.dieta));
}
