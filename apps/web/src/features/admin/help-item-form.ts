/**
 * The help item form of /adm/ajuda as the contract's input (ZHelpItemInput): the same schema the server
 * runs, so a field's message shows before sending. Messages are i18n keys of the admin namespace.
 */
import { ZHelpItemInput } from '@cocho/contracts';
import type { THelpItem } from '@cocho/contracts';
import { readLocaleNumber } from '@cocho/engine';
import type { Language } from '@cocho/engine';
import type { z } from 'zod';

export type HelpItemForm = {
  titulo: string;
  descricao: string;
  video: string;
  rota: string;
  /** '' for the whole screen. */
  etapa: string;
  idioma: '0' | '1' | '2';
};

export const EMPTY_HELP_ITEM: HelpItemForm = {
  titulo: '',
  descricao: '',
  video: '',
  rota: '',
  etapa: '',
  idioma: '0',
};

export function helpItemFormOf(item: THelpItem): HelpItemForm {
  return {
    titulo: item.titulo,
    descricao: item.descricao,
    video: item.video,
    rota: item.rota,
    etapa: item.etapa === null ? '' : String(item.etapa),
    idioma: String(item.idioma) as HelpItemForm['idioma'],
  };
}

export type HelpItemField = keyof HelpItemForm;
/** i18n key (admin namespace) by field. */
export type HelpItemProblems = Partial<Record<HelpItemField, string>>;

function keyOfIssue(field: HelpItemField, issue: z.core.$ZodIssue): string {
  if (field === 'video') return 'helpItems.problems.video';
  if (field === 'rota')
    return issue.code === 'too_small' ? 'helpItems.problems.required' : 'helpItems.problems.route';
  if (field === 'etapa') return 'helpItems.problems.step';
  if (issue.code === 'too_small') return 'helpItems.problems.required';
  return 'helpItems.problems.tooLong';
}

export function validateHelpItem(
  form: HelpItemForm,
  language: Language,
): { value: z.output<typeof ZHelpItemInput>; problems: null } | { value: null; problems: HelpItemProblems } {
  // The step as typed, read by the one reader: text it cannot read goes to the schema as is (its message).
  const reading = readLocaleNumber(form.etapa, language);
  const etapa = reading.kind === 'empty' ? null : reading.kind === 'number' ? reading.value : form.etapa;
  const parsed = ZHelpItemInput.safeParse({
    titulo: form.titulo,
    descricao: form.descricao,
    video: form.video,
    rota: form.rota,
    etapa,
    idioma: Number(form.idioma),
  });
  if (parsed.success) return { value: parsed.data, problems: null };
  const problems: HelpItemProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as HelpItemField;
    problems[field] ??= keyOfIssue(field, issue);
  }
  return { value: null, problems };
}
