import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TDietMode, TDietRecord } from '@cocho/contracts';
import { withCallQueries, useCallQuery } from '../../api/query';
import { useLanguage } from '../../i18n/use-language';
import { Loading } from '../../ui/Loading';
import { asSentence, useRecordKindMismatch } from '../../ui/record-kind';
import { SavedHandoverCard } from '../sharing/SavedHandoverCard';
import { comparedDietsOfRecord } from './comparison-record';
import { DietComparisonTable } from './DietComparisonTable';

/**
 * A saved or shared diet comparison (mode C, docs/decisions/saved-supplements-comparisons.md), opened on the
 * diet screen with `?comparacao=1&did=<id>` (a share, a notification) or with a public link's `assinatura`:
 * the comparison table of its copies, with its PDF and Excel, and sharing for whoever may.
 */
export const SavedComparisonView = withCallQueries(SavedComparisonScreen);

function SavedComparisonScreen() {
  const [params] = useSearchParams();
  const did = Number(params.get('did'));
  const signature = params.get('assinatura') ?? '';
  if (!Number.isInteger(did) || did <= 0) return <OpenFailed />;
  return signature === '' ? <FromRecord id={did} /> : <FromLink did={did} signature={signature} />;
}

/** The comparison could not be opened; `modo` is the kind of the record the address named, when it is another. */
function OpenFailed({ modo }: { modo?: TDietMode | undefined }) {
  const { t } = useTranslation('comparison');
  const kindMismatch = useRecordKindMismatch();
  return (
    <Alert severity="error" data-testid="saved-comparison-error">
      {t('handover.openFailed')}
      {/* Another kind of record (a diet, a supplement…): which one. */}
      {modo && ` ${asSentence(kindMismatch(modo))}`}
    </Alert>
  );
}

function FromRecord({ id }: { id: number }) {
  const { data, error } = useCallQuery('getDiet', { id });
  if (!data && !error) return <Loading />;
  return data?.modo === 'C' ? (
    <SavedComparison id={id} dieta={data.dieta} />
  ) : (
    <OpenFailed modo={data?.modo} />
  );
}

function FromLink({ did, signature }: { did: number; signature: string }) {
  const { data, error } = useCallQuery('openShareLink', { did, assinatura: signature });
  if (!data && !error) return <Loading />;
  return data?.modo === 'C' ? (
    <SavedComparison id={null} dieta={data.dieta} />
  ) : (
    <OpenFailed modo={data?.modo} />
  );
}

function SavedComparison({ id, dieta }: { id: number | null; dieta: TDietRecord }) {
  const { t } = useTranslation('comparison');
  const diets = comparedDietsOfRecord(dieta, useLanguage());
  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto', width: '100%', py: { xs: 1, md: 2 } }}>
      <SavedHandoverCard kind="comparison" id={id} name={dieta.nome} testId="saved-comparison">
        {diets.length < 2 ? (
          <Typography>{t('needTwoDiets')}</Typography>
        ) : (
          <DietComparisonTable diets={diets} />
        )}
      </SavedHandoverCard>
    </Box>
  );
}
