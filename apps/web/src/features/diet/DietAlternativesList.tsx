/** Near-optimal alternative diets: cost, the feeds each leaves out, and its feeds. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DietAlternativesResult, Language } from '@cocho/engine';
import { useCurrency } from '../../format/currency-context';
import { formatKgAmount, formatMoney, formatPercent } from '../../format/format';
import type { FeedNamer } from './DietObjectivePanel';

export function DietAlternativesList({
  alternatives,
  nameOf,
  language,
}: {
  readonly alternatives: DietAlternativesResult | null;
  readonly nameOf: FeedNamer;
  readonly language: Language;
}) {
  const { t } = useTranslation('dietObjective');
  const currency = useCurrency();
  return (
    <Box data-testid="diet-alternatives">
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {t('alternatives.title')}
      </Typography>
      {alternatives === null || !alternatives.ok ? (
        <Typography color="text.secondary">{t('alternatives.notOptimal')}</Typography>
      ) : alternatives.value.alternatives.length === 0 ? (
        <Typography color="text.secondary" data-testid="alternatives-none">
          {t('alternatives.none')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('alternatives.intro')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {alternatives.value.alternatives.map((alternative) => (
              <Card key={alternative.excludedIds.join('|')} variant="outlined" data-testid="diet-alternative">
                <CardContent>
                  <Typography sx={{ fontWeight: 'bold' }}>
                    {t('alternatives.without', { feeds: alternative.excludedIds.map(nameOf).join(', ') })}
                  </Typography>
                  <Typography variant="body2">
                    {t('alternatives.cost', {
                      cost: formatMoney(alternative.costPerDay, language, 2, currency),
                      percent: formatPercent(alternative.costIncreasePercent, language, 2),
                    })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('alternatives.feedsIn', {
                      feeds: alternative.feeds
                        .filter((feed) => feed.dryMatterKg > 1e-9)
                        .map((feed) => `${nameOf(feed.id)} ${formatKgAmount(feed.asFedKg, language)}`)
                        .join('; '),
                    })}
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
