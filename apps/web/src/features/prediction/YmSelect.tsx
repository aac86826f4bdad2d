import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { IPCC_YM_CHOICES } from '@cocho/engine';
import type { Language } from '@cocho/engine';
import { formatNumber } from '../../format/format';

/** The methane conversion factor chosen: by forage share (the table's default) or one IPCC value. */
export type YmChoice = 'auto' | (typeof IPCC_YM_CHOICES)[number];

const DESCRIPTION_KEY: Readonly<Record<(typeof IPCC_YM_CHOICES)[number], string>> = {
  7: 'ym.lowQualityForage',
  6.3: 'ym.mixed',
  4: 'ym.feedlot',
  3: 'ym.steamFlaked',
};

/** Chooses Ym for the prediction's methane: automatic by forage share, or a row of the IPCC table. */
export function YmSelect({
  value,
  language,
  onChange,
}: {
  readonly value: YmChoice;
  readonly language: Language;
  readonly onChange: (value: YmChoice) => void;
}) {
  const { t } = useTranslation('prediction');
  return (
    <TextField
      select
      size="small"
      label={t('ym.label')}
      value={String(value)}
      onChange={(event) => {
        const next = IPCC_YM_CHOICES.find((choice) => String(choice) === event.target.value);
        onChange(next ?? 'auto');
      }}
      helperText={t('ym.help')}
      sx={{ minWidth: 260, maxWidth: 420 }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'ym-select' } as object } }}
    >
      <MenuItem value="auto">{t('ym.auto')}</MenuItem>
      {IPCC_YM_CHOICES.map((choice) => (
        <MenuItem key={choice} value={String(choice)} data-testid={`ym-${choice}`}>
          {t(DESCRIPTION_KEY[choice], { value: formatNumber(choice, language, 1) })}
        </MenuItem>
      ))}
    </TextField>
  );
}
