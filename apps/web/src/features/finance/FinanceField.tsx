import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { currencySymbolOf } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { FIELD_FORMAT } from './finance-form';
import type { FinanceInputField } from './finance-form';

type FinanceFieldProps = {
  readonly field: FinanceInputField;
  readonly text: string;
  readonly error: string | undefined;
  readonly onChange: (field: FinanceInputField, text: string) => void;
  readonly onBlur: (field: FinanceInputField) => void;
};

/** One money, percent or integer field of the report, typed in the language's number format. */
export function FinanceField({ field, text, error, onChange, onBlur }: FinanceFieldProps) {
  const { t, i18n } = useTranslation('finance');
  const language = useLanguage();
  const { kind, unit } = FIELD_FORMAT[field];
  const currency = currencySymbolOf(language);
  const endUnit =
    unit === 'percent' ? '%' : unit === 'kg' ? t('unit.kg') : unit === 'kgPerDay' ? t('unit.kgPerDay') : null;
  const adornment =
    kind === 'money'
      ? { startAdornment: <InputAdornment position="start">{currency}</InputAdornment> }
      : endUnit !== null
        ? { endAdornment: <InputAdornment position="end">{endUnit}</InputAdornment> }
        : {};
  return (
    <TextField
      size="small"
      fullWidth
      label={t(`field.${field}`)}
      value={text}
      error={error !== undefined}
      helperText={error ?? (i18n.exists(`finance:hint.${field}`) ? t(`hint.${field}`) : ' ')}
      onChange={(event) => onChange(field, event.target.value)}
      onBlur={() => onBlur(field)}
      slotProps={{
        input: adornment,
        htmlInput: {
          inputMode: kind === 'integer' ? 'numeric' : 'decimal',
          'data-testid': `finance-${field}`,
        },
      }}
    />
  );
}
