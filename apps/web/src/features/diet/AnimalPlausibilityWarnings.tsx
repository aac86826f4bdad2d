import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { checkAnimalPlausibility } from '@cocho/engine';
import type { Animal, AnimalPlausibilityWarning, Language } from '@cocho/engine';
import { formatNumber } from '../../format/format';

/** The texts' values of a warning, in the language's number format. */
function valuesOf(warning: AnimalPlausibilityWarning, language: Language): Record<string, string> {
  switch (warning.code) {
    case 'FINAL_WEIGHT_ABOVE_MATURE':
      return {
        weight: formatNumber(warning.weightKg, language, 0),
        mature: formatNumber(warning.matureWeightKg, language, 0),
      };
    case 'DAILY_GAIN_IMPLAUSIBLE':
      return {
        gain: formatNumber(warning.dailyGainKg, language, 2),
        max: formatNumber(warning.maxPlausibleKg, language, 1),
      };
  }
}

/** Step 1's plausibility warnings on the animal's weights and gain: never a refusal. */
export function AnimalPlausibilityWarnings({
  animal,
  language,
}: {
  readonly animal: Animal;
  readonly language: Language;
}) {
  const { t } = useTranslation('diet');
  const warnings = checkAnimalPlausibility(animal);
  if (warnings.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }} data-testid="animal-plausibility">
      {warnings.map((warning) => (
        <Alert key={warning.code} severity="warning" data-testid={`animal-plausibility-${warning.code}`}>
          {t(`animal.plausibility.${warning.code}`, valuesOf(warning, language))}
        </Alert>
      ))}
    </Stack>
  );
}
