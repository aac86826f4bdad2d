import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { RequirementWarning } from '@cocho/engine';
import { formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';

/**
 * The engine's warnings on an animal's requirements (outside the equations' data, intake held), in words;
 * used by the requirements screen and step 2 of the diet wizard.
 */
export function RequirementWarnings({ warnings }: { readonly warnings: readonly RequirementWarning[] }) {
  const { t } = useTranslation('animal');
  const language = useLanguage();
  return warnings.map((warning) => (
    <Alert
      key={`${warning.field}-${warning.code}`}
      severity="warning"
      variant="outlined"
      data-testid="requirement-warning"
    >
      {t(`warning.${warning.code}`, {
        min: warning.minKg ?? '',
        max: warning.maxKg ?? '',
        limit: warning.limit === undefined ? '' : formatNumber(warning.limit, language, 2),
      })}
    </Alert>
  ));
}
