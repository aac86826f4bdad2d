/** The short table's cells: a nutrient value with its flags, and a feed's notes (source, flags, completeness). */
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFeed } from '@cocho/contracts';
import { feedNameIn } from '../../format/feed-name';
import type { Language, NutrientKey } from '@cocho/engine';
import { formatNumber } from '../../format/format';
import { findMissingFeedKeys } from '../../catalogue/feed-completeness';
import { nutrientAbbreviation } from '../../export/report-text';
import { feedDataQuality } from '../../catalogue/feed-quality';
import { isEditableFeed } from './feed-form';
import { decimalsOf } from './short-table';

/** Flags that explain a value rather than question it (shown in the tooltip, not in orange). */
const INFO_FLAGS = new Set(['NON_ENERGY_SOURCE', 'ESTIMATED_FROM_SAME_FEED', 'ESTIMATED_FROM_CLASS_MEAN']);

/** A nutrient value with its flags: italic when computed, orange when out of the usual range. */
export function NutrientValue({
  feed,
  nutrient,
  language,
}: {
  feed: TFeed;
  nutrient: NutrientKey;
  language: Language;
}) {
  const { t } = useTranslation('feeds');
  const value = feed.nutrientes[nutrient];
  if (value === undefined) return <>{'–'}</>;
  const note = feed.alertas.find((item) => item.key === nutrient && INFO_FLAGS.has(item.code));
  const flag = feed.alertas.find(
    (item) => item.key === nutrient && item.code !== 'ZERO_READ_AS_UNKNOWN' && !INFO_FLAGS.has(item.code),
  );
  // Italic: computed from the composition, or estimated from the same feed's row in another table or from
  // the mean of similar cited feeds.
  const isComputed =
    feed.nutrientes_calculados.includes(nutrient) ||
    note?.code === 'ESTIMATED_FROM_SAME_FEED' ||
    note?.code === 'ESTIMATED_FROM_CLASS_MEAN';
  const notes = [
    ...(feed.nutrientes_calculados.includes(nutrient)
      ? [nutrient === 'NDT' ? t('table.computedNdt') : t('table.computed')]
      : []),
    ...(note ? [t(`flag.${note.code}`)] : []),
    ...(flag ? [t(`flag.${flag.code}`, { min: flag.min ?? '', max: flag.max ?? '' })] : []),
  ];
  const text = formatNumber(value, language, decimalsOf(nutrient));
  const content = (
    <Box
      component="span"
      sx={{ fontStyle: isComputed ? 'italic' : undefined, color: flag ? 'warning.main' : undefined }}
      data-flagged={flag ? 'true' : undefined}
    >
      {text}
    </Box>
  );
  return notes.length > 0 ? <Tooltip title={notes.join(' ')}>{content}</Tooltip> : content;
}

/**
 * Under the name: what the wizard needs and the feed lacks, how a mix's values were made, and the data quality
 * (values measured by the source vs estimated or calculated, the estimated ones named in the tooltip).
 */
export function FeedNotes({ feed }: { feed: TFeed }) {
  const { t } = useTranslation('feeds');
  const missing = findMissingFeedKeys(feed.nutrientes);
  const isMixture = feed.alertas.some((flag) => flag.code === 'MIXTURE_OF_INGREDIENTS');
  const quality = feedDataQuality(feed);
  const keys = (list: readonly NutrientKey[]) => list.map((key) => nutrientAbbreviation(key, t)).join(', ');
  const note = (testId: string, text: string, color = 'text.secondary') => (
    <Typography variant="caption" color={color} sx={{ display: 'block' }} data-testid={testId}>
      {text}
    </Typography>
  );
  return (
    <>
      {quality && (
        <Tooltip
          title={
            quality.estimated > 0
              ? t('table.qualityEstimatedKeys', { keys: keys(quality.estimatedKeys) })
              : ''
          }
        >
          {note(
            'feed-quality',
            t('table.quality', { measured: quality.measured, estimated: quality.estimated }),
          )}
        </Tooltip>
      )}
      {missing.length > 0 &&
        note('feed-incomplete', t('table.incomplete', { keys: keys(missing) }), 'warning.main')}
      {isMixture && note('feed-mixture', t('flag.MIXTURE_OF_INGREDIENTS'))}
    </>
  );
}

/** The way to edit one of the user's own feeds (/enviar-alimento/privado?id=…); nothing for other feeds. */
export function FeedEditLink({ feed, name }: { feed: TFeed; name: string }) {
  const { t } = useTranslation('feeds');
  if (!isEditableFeed(feed)) return null;
  return (
    <IconButton
      size="small"
      component={RouterLink}
      to={`/enviar-alimento/privado?id=${encodeURIComponent(feed.id)}`}
      aria-label={t('table.edit', { name })}
      data-testid="feed-edit"
    >
      <EditOutlined fontSize="small" />
    </IconButton>
  );
}

/** A feed's name with the way to edit it, its sponsorship and its notes. */
export function FeedName({ feed, language }: { feed: TFeed; language: Language }) {
  const { t } = useTranslation('feeds');
  const name = feedNameIn(feed, language);
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <FeedEditLink feed={feed} name={name} />
      {feed.patrocinado && (
        <Typography variant="caption" color="secondary">
          {t('table.sponsored')}
        </Typography>
      )}
      <FeedNotes feed={feed} />
    </>
  );
}
