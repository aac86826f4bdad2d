import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DIET_CYCLE_TYPES, DIET_SITUATIONS, ZDietCycle } from '@cocho/contracts';
import type { TDietCycle } from '@cocho/contracts';
import type { Language } from '@cocho/engine';
import { NumberField } from '../../ui/NumberField';

/** An empty lifecycle: growth diet, saved (not yet active). */
export const EMPTY_CYCLE: TDietCycle = {
  tipo: 'crescimento',
  situacao: 'salva',
  comentario: null,
  inicio_previsto: null,
  fim_previsto: null,
  fim_real: null,
  peso_abate: null,
  gmd_esperado: null,
  gmd_real: null,
  gmd_observado: null,
  numero_animais: null,
};

/** The lifecycle's problems by field (contracts ZDietCycle: dates, one-year span, finishing needs). */
export function findCycleProblems(cycle: TDietCycle): Partial<Record<keyof TDietCycle, string>> {
  const parsed = ZDietCycle.safeParse(cycle);
  if (parsed.success) return {};
  const problems: Partial<Record<keyof TDietCycle, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof TDietCycle | undefined;
    if (field && !problems[field]) problems[field] = issue.code === 'custom' ? issue.message : 'INVALID';
  }
  return problems;
}

export { isCycleOverdue } from './cycle-overdue';

/** The finishing figures, asked once the diet is finished. */
const FINISH_NUMBERS = ['peso_abate', 'gmd_real', 'gmd_observado'] as const;
type CycleNumber = 'numero_animais' | 'gmd_esperado' | (typeof FINISH_NUMBERS)[number];

export type DietCycleFieldsProps = {
  readonly cycle: TDietCycle;
  readonly onChange: (cycle: TDietCycle) => void;
  readonly showErrors: boolean;
  readonly language: Language;
};

/** Lifecycle of a diet (docs/product/shell.md#records, docs/product/shell.md#states Diet, docs/product/shell.md#validation diet dates): type, dates, situation and the finishing data. */
export function DietCycleFields({ cycle, onChange, showErrors, language }: DietCycleFieldsProps) {
  const { t } = useTranslation('diet');
  const problems = showErrors ? findCycleProblems(cycle) : {};
  const set = (changes: Partial<TDietCycle>) => onChange({ ...cycle, ...changes });
  const errorOf = (field: keyof TDietCycle) => {
    const code = problems[field];
    return code ? t(`cycle.error.${code}`) : undefined;
  };
  const date = (field: 'inicio_previsto' | 'fim_previsto' | 'fim_real') => (
    <TextField
      type="date"
      size="small"
      label={t(`cycle.${field}`)}
      value={cycle[field] ?? ''}
      onChange={(event) => set({ [field]: event.target.value === '' ? null : event.target.value })}
      error={!!errorOf(field)}
      helperText={errorOf(field)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `cycle-${field}` } }}
    />
  );
  /** A select of the cycle's type or situation (`cycle.<field>`, options `cycle.<group>.<value>`). */
  const choice = <F extends 'tipo' | 'situacao'>(
    field: F,
    group: 'type' | 'situation',
    values: readonly TDietCycle[F][],
  ) => (
    <TextField
      select
      size="small"
      label={t(`cycle.${field}`)}
      value={cycle[field]}
      onChange={(event) => set({ [field]: event.target.value as TDietCycle[F] })}
    >
      {values.map((value) => (
        <MenuItem key={value} value={value}>
          {t(`cycle.${group}.${value}`)}
        </MenuItem>
      ))}
    </TextField>
  );
  /** A number of the cycle; the head count is a whole number. */
  const number = (field: CycleNumber) => (
    <NumberField
      key={field}
      size="small"
      language={language}
      label={t(`cycle.${field}`)}
      value={cycle[field]}
      {...(field === 'numero_animais' ? { decimals: 0 } : {})}
      error={!!errorOf(field)}
      helperText={errorOf(field)}
      onValueChange={(value) =>
        set({ [field]: field === 'numero_animais' && value !== null ? Math.round(value) : value })
      }
    />
  );
  const isFinished = cycle.situacao === 'finalizada';

  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}
      data-testid="diet-cycle"
    >
      {choice('tipo', 'type', DIET_CYCLE_TYPES)}
      {choice('situacao', 'situation', DIET_SITUATIONS)}
      {date('inicio_previsto')}
      {date('fim_previsto')}
      {number('numero_animais')}
      {number('gmd_esperado')}
      {isFinished && date('fim_real')}
      {isFinished && FINISH_NUMBERS.map(number)}
      <TextField
        size="small"
        label={t('cycle.comentario')}
        value={cycle.comentario ?? ''}
        multiline
        sx={{ gridColumn: '1 / -1' }}
        onChange={(event) => set({ comentario: event.target.value === '' ? null : event.target.value })}
      />
    </Box>
  );
}
