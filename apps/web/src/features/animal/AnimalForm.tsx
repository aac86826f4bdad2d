import { memo, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  choiceSpecOf,
  findVisibleFields,
  isMeanWeightComputed,
  isNumericField,
  NUMERIC_FIELDS,
  numberSpecOf,
} from '@cocho/engine';
import type {
  Animal,
  AnimalField,
  ChoiceField,
  FieldSection,
  FormVariant,
  NumericField,
} from '@cocho/engine';
import { useCurrency } from '../../format/currency-context';
import { currencySymbolOf, formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { useAfterFirstPaint } from '../../layout/use-after-first-paint';
import { NumberField } from '../../ui/NumberField';
import {
  CHOICE_FIELDS,
  checkAnimalForm,
  chooseOption,
  findEstimate,
  findOptions,
  formatFieldValue,
  readAnimalForm,
  SECTION_ORDER,
  toFieldTexts,
} from './animal-form-model';
import type { FieldTexts, FormProblem, UnreadableField } from './animal-form-model';

/**
 * The sections a phone shows above the fold at the diet wizard's first step (the animal's choices and its
 * weights and gain); with `laterSectionsAfterPaint` the first frame draws only these.
 */
export const FIRST_FRAME_SECTIONS: readonly FieldSection[] = ['animal', 'weights'];

export type AnimalFormCheck = { readonly isValid: boolean; readonly problems: readonly FormProblem[] };

export type AnimalFormProps = {
  readonly variant: FormVariant;
  readonly animal: Animal;
  /** Called on every edit with the parsed animal and its problems (the animal is usable only if valid). */
  readonly onChange: (animal: Animal, check: AnimalFormCheck) => void;
  /** Show every problem, not only those of fields already edited (after an attempt to go on). */
  readonly showAllErrors?: boolean;
  readonly disabled?: boolean;
  /**
   * Draw the sections after FIRST_FRAME_SECTIONS only once the first frame is painted, in a transition (a
   * page's first screen: docs/decisions/first-screen-budget.md). Every field keeps its place and its order;
   * the later ones appear in the next frames.
   */
  readonly laterSectionsAfterPaint?: boolean;
};

/**
 * The animal form (docs/product/calculation.md#records, docs/product/calculation.md#validation) in one of its three variants: radio choices with their dependencies,
 * numeric fields in the language's number format, and the engine's validation shown in the user's
 * language. Controlled: `animal` in, `onChange(animal, check)` out; the typed texts live inside.
 * Memoised: a screen that re-renders for its own reasons (a draft read, a loaded part) does not draw the
 * form again when its props are the same, so a screen passes a stable `onChange`.
 */
export const AnimalForm = memo(function AnimalForm({
  variant,
  animal,
  onChange,
  showAllErrors = false,
  disabled = false,
  laterSectionsAfterPaint = false,
}: AnimalFormProps) {
  const isAfterFirstPaint = useAfterFirstPaint(laterSectionsAfterPaint);
  const drawsSection = (section: FieldSection) => isAfterFirstPaint || FIRST_FRAME_SECTIONS.includes(section);
  const { t } = useTranslation('animal');
  const language = useLanguage();
  const currency = useCurrency();
  const [texts, setTexts] = useState<FieldTexts>(() => toFieldTexts(animal, language));
  const [unreadable, setUnreadable] = useState<UnreadableField[]>([]);
  const [touched, setTouched] = useState<ReadonlySet<AnimalField>>(new Set());
  const emitted = useRef<Animal>(animal);
  const shownLanguage = useRef(language);

  // A new animal from outside (reset, reopened record) or a new language rewrites the texts.
  useEffect(() => {
    if (emitted.current === animal && shownLanguage.current === language) return;
    emitted.current = animal;
    shownLanguage.current = language;
    setTexts(toFieldTexts(animal, language));
    setUnreadable([]);
  }, [animal, language]);

  const visible = useMemo(() => findVisibleFields(animal, variant), [animal, variant]);
  const problems = useMemo(() => checkAnimalForm(animal, variant, unreadable), [animal, variant, unreadable]);

  const emit = (next: Animal, nextUnreadable: readonly UnreadableField[]) => {
    emitted.current = next;
    const nextProblems = checkAnimalForm(next, variant, nextUnreadable);
    onChange(next, { isValid: nextProblems.length === 0, problems: nextProblems });
  };

  const onText = (field: NumericField, text: string) => {
    const nextTexts = { ...texts, [field]: text };
    const read = readAnimalForm(nextTexts, animal, language);
    if (isMeanWeightComputed(read.animal))
      nextTexts.peso_corporal_medio = formatFieldValue(
        'peso_corporal_medio',
        read.animal.peso_corporal_medio,
        language,
      );
    setTexts(nextTexts);
    setUnreadable(read.unreadable);
    setTouched((current) => new Set(current).add(field));
    emit(read.animal, read.unreadable);
  };

  const onBlur = (field: NumericField) => {
    setTouched((current) => new Set(current).add(field));
    // An empty field the engine estimates stays empty: its estimate follows the other fields.
    if (unreadable.some((entry) => entry.field === field) || findEstimate(field, texts, animal) !== null)
      return;
    setTexts((current) => ({ ...current, [field]: formatFieldValue(field, animal[field], language) }));
  };

  const onChoice = (field: ChoiceField, value: string) => {
    const next = chooseOption(animal, field, value, language);
    const read = readAnimalForm(texts, next, language);
    setTouched((current) => new Set(current).add(field));
    setTexts((current) => ({
      ...current,
      peso_corporal_medio: formatFieldValue('peso_corporal_medio', read.animal.peso_corporal_medio, language),
    }));
    emit(read.animal, read.unreadable);
  };

  const errorOf = (field: AnimalField): string | undefined => {
    if (!showAllErrors && !touched.has(field)) return undefined;
    const problem = problems.find((item) => item.field === field);
    if (!problem) return undefined;
    const limit =
      problem.limit === undefined
        ? ''
        : formatNumber(problem.limit, language, isNumericField(field) ? numberSpecOf(field).decimals : 0);
    return t(`error.${problem.code}`, { limit });
  };

  // An empty milk yield shows the estimate the engine put in the animal (docs/product/calculation.md#constants).
  const hintOf = (field: NumericField): string | undefined => {
    const estimate = findEstimate(field, texts, animal);
    return estimate === null
      ? undefined
      : t(`hint.${field}`, { value: formatNumber(estimate, language, numberSpecOf(field).decimals) });
  };

  /** The unit after a number; a pure number (the score) shows its range instead. */
  const unitOf = (field: NumericField): string | null => {
    const { unit, min, max } = numberSpecOf(field);
    // Inside a diet, money follows the diet's currency; elsewhere the language's sign.
    if (currency !== null && (unit === 'moneyPerMonth' || unit === 'moneyPerArroba')) {
      const sign = currencySymbolOf(language, currency);
      return unit === 'moneyPerArroba'
        ? t('unit.moneyIn.perArroba', { sign })
        : t(`unit.moneyIn.perMonthBy.${animal.custos_mensais_por}`, { sign });
    }
    if (unit === 'moneyPerMonth') return t(`unit.moneyPerMonthBy.${animal.custos_mensais_por}`);
    if (unit !== null) return t(`unit.${unit}`);
    return max === undefined ? null : `${formatNumber(min, language, 0)}–${formatNumber(max, language, 0)}`;
  };

  const labelOf = (field: AnimalField) =>
    field === 'semana_lactacao' && animal.tipo === 'bezerro' ? t('field.semana_vida') : t(`field.${field}`);

  const renderChoice = (field: ChoiceField) => {
    const options = findOptions(animal, field);
    const labelId = `animal-${field}-label`;
    const error = errorOf(field);
    return (
      <FormControl
        key={field}
        component="fieldset"
        disabled={disabled}
        error={!!error}
        data-testid={`animal-${field}`}
      >
        <FormLabel id={labelId} component="legend" sx={{ typography: 'body2', mb: 0.25 }}>
          {labelOf(field)}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          name={field}
          value={animal[field] ?? ''}
          onChange={(_event, value) => onChoice(field, value)}
        >
          {options.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio size="small" />}
              label={t(`option.${field}.${option}`)}
              slotProps={{ typography: { variant: 'body2' } }}
            />
          ))}
        </RadioGroup>
      </FormControl>
    );
  };

  const renderNumber = (field: NumericField) => {
    const fieldSpec = numberSpecOf(field);
    const unit = unitOf(field);
    const isComputed = field === 'peso_corporal_medio' && isMeanWeightComputed(animal);
    const error = isComputed ? undefined : errorOf(field);
    return (
      <NumberField
        key={field}
        id={`animal-${field}`}
        name={field}
        label={labelOf(field)}
        text={texts[field]}
        size="small"
        fullWidth
        disabled={disabled}
        error={!!error}
        helperText={error ?? (isComputed ? t('computed') : hintOf(field))}
        onTextChange={(text) => onText(field, text)}
        onBlur={() => onBlur(field)}
        isInteger={fieldSpec.kind === 'integer'}
        endUnit={unit ?? undefined}
        testId={`animal-input-${field}`}
        slotProps={{ inputLabel: { shrink: true }, input: { readOnly: isComputed } }}
      />
    );
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('formLabel')}
      onSubmit={(event) => event.preventDefault()}
      data-testid="animal-form"
      data-variant={variant}
      sx={{ containerType: 'inline-size' }}
    >
      {SECTION_ORDER.filter(drawsSection).map((section) => {
        const choices = CHOICE_FIELDS.filter(
          (field) => visible.has(field) && choiceSpecOf(field).section === section,
        );
        const numbers = NUMERIC_FIELDS.filter(
          (field) => visible.has(field) && numberSpecOf(field).section === section,
        );
        if (choices.length === 0 && numbers.length === 0) return null;
        return (
          <Box
            key={section}
            component="section"
            sx={{ '& + &': { mt: 2.5 } }}
            data-testid={`animal-section-${section}`}
          >
            <Typography
              variant="overline"
              component="h3"
              color="text.secondary"
              sx={{ display: 'block', lineHeight: 2 }}
            >
              {t(`section.${section}`)}
            </Typography>
            {choices.length > 0 && (
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>{choices.map(renderChoice)}</Box>
            )}
            {numbers.length > 0 && (
              <Box
                sx={{
                  display: 'grid',
                  // Columns follow the form's own width (a side card or a full-width wizard step).
                  gridTemplateColumns: '1fr',
                  '@container (min-width: 340px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
                  '@container (min-width: 760px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
                  gap: 2,
                  mt: choices.length > 0 ? 2 : 1,
                }}
              >
                {numbers.map(renderNumber)}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
});
