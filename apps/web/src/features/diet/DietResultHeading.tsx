import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * The result's title (with the link to the saved diet's prediction) and its "not calculated" line: the
 * wizard draws them itself until DietResultSection has loaded, which it loads only with a result or once the
 * page is idle (docs/decisions/first-screen-budget.md), and DietResultSection draws the same.
 */
export function DietResultTitle({ savedId }: { readonly savedId: number | null }) {
  const { t } = useTranslation('diet');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
      <Typography variant="h6" component="h2">
        {t('result.title')}
      </Typography>
      {savedId !== null && (
        // The saved diet on the prediction screen (predict the saved diet).
        <Button
          size="small"
          component={RouterLink}
          to={`/predicao-desempenho?did=${savedId}`}
          data-testid="predict-diet"
        >
          {t('nav.predictDiet')}
        </Button>
      )}
    </Box>
  );
}

/** What the result says before a calculation, or after an edit made the last one out of date. */
export function DietNotCalculated({ isOutOfDate }: { readonly isOutOfDate: boolean }) {
  const { t } = useTranslation('diet');
  return (
    <Typography color="text.secondary" data-testid="not-calculated">
      {isOutOfDate ? t('result.notCalculated') : t('result.empty')}
    </Typography>
  );
}

/**
 * The result section as DietResultSection draws it without a result; with one (a reopened diet, a calculation
 * before the section has loaded), its title alone until the section has loaded.
 */
export function DietResultPlaceholder(props: {
  readonly savedId: number | null;
  readonly isOutOfDate: boolean;
  readonly hasResult: boolean;
}) {
  return (
    <Box sx={{ mt: 3 }}>
      <DietResultTitle savedId={props.savedId} />
      {!props.hasResult && <DietNotCalculated isOutOfDate={props.isOutOfDate} />}
    </Box>
  );
}
