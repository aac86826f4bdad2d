/**
 * The help item form of /adm/ajuda as the contract's input (ZHelpItemInput): the same schema the server
 * runs, so a field's message shows before sending. Messages are i18n keys of the admin namespace.
 */
import { ZHelpItemInput } from '@cocho/contracts';
import type { THelpItem } from '@cocho/contracts';
import { readLocaleNumber } from '@cocho/engine';
import type { Language } from '@cocho/engine';
import { schemaResolver } from '../../ui/form/schema-form';

export type HelpItemForm = Record<'titulo' | 'descricao' | 'video' | 'rota' | 'idioma', string> & {
  /** '' for the whole screen. */
  etapa: string;
};

export const helpItemFormOf = (item: THelpItem | null): HelpItemForm => ({
  titulo: item?.titulo ?? '',
  descricao: item?.descricao ?? '',
  video: item?.video ?? '',
  rota: item?.rota ?? '',
  etapa: item?.etapa == null ? '' : String(item.etapa),
  idioma: String(item?.idioma ?? 0),
});

/** The form checked with ZHelpItemInput; the step read by the one number reader (text it cannot read is kept). */
export const helpItemResolver = (language: Language) =>
  schemaResolver(
    ZHelpItemInput,
    (form: HelpItemForm) => {
      const reading = readLocaleNumber(form.etapa, language);
      const etapa = reading.kind === 'empty' ? null : reading.kind === 'number' ? reading.value : form.etapa;
      return { ...form, etapa, idioma: Number(form.idioma) };
    },
    {
      messageOf: (field, issue) => {
        if (field === 'video') return 'admin:helpItems.problems.video';
        if (field === 'etapa') return 'admin:helpItems.problems.step';
        if (issue.code === 'too_small') return 'admin:helpItems.problems.required';
        return field === 'rota' ? 'admin:helpItems.problems.route' : 'admin:helpItems.problems.tooLong';
      },
    },
  );
