import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { Language } from '@cocho/engine';
import { formatNumber } from '../format/format';

type Props = {
  readonly text: string;
  readonly readings: readonly [number, number];
  readonly language: Language;
  readonly onChoose: (value: number) => void;
};

/** Decimals that show a reading exactly and unmistakably (at least 2, so "1.800,00" is never "1,8"). */
function decimalsOf(value: number): number {
  const decimals = (String(Number(value.toFixed(6))).split('.')[1] ?? '').length;
  return Math.max(2, decimals);
}

/** "1.800: 1.800,00 or 1,80?" under a field whose text the two number conventions read differently. */
export function AmbiguousNumberQuestion({ text, readings, language, onChoose }: Props) {
  const { t } = useTranslation('numbers');
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      <span>{t('ambiguous', { text })}</span>
      {readings.map((value) => {
        const shown = formatNumber(value, language, decimalsOf(value));
        return (
          <Button
            key={shown}
            size="small"
            variant="outlined"
            sx={{ py: 0, minWidth: 0 }}
            onClick={() => onChoose(value)}
            aria-label={t('choose', { value: shown })}
          >
            {shown}
          </Button>
        );
      })}
    </Box>
  );
}
