import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TFeatureFlags } from '@cocho/contracts';
import { useCallMutation, useCallQuery } from '../../api/query';
import { DataTable } from '../../ui/data-table/DataTable';
import { useErrorText } from '../../i18n/use-error-text';
import { useAlert } from '../../ui/AlertProvider';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { freeMapRows, withFreeAbility } from './free-map';

/**
 * The free map (/adm?tab=mapa-livre): each module with the screen it opens, whether free accounts may use
 * it (the `free` profile of the feature flags, saved with adm/flags/update) and which profiles have it
 * otherwise.
 */
export function FreeMapTab() {
  const { t } = useTranslation('adminFreeMap');
  const { t: tAdmin } = useTranslation('admin');
  const { showAlert } = useAlert();
  const errorText = useErrorText();
  const { data, error, refetch } = useCallQuery('getFeatureFlags', {});
  const updateFlags = useCallMutation('updateFeatureFlags', ['getFeatureFlags']);
  const [draft, setDraft] = useState<TFeatureFlags | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  if (error && !data)
    return (
      <LoadError
        message={tAdmin('common.loadError')}
        retryLabel={tAdmin('common.retry')}
        onRetry={() => void refetch()}
      />
    );
  if (!data) return <Loading />;
  const flags = draft ?? data;

  const save = async () => {
    setIsBusy(true);
    try {
      setDraft(await updateFlags.mutateAsync(flags));
      showAlert(tAdmin('common.saved'));
    } catch (failure) {
      showAlert(errorText(failure), 'error');
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h6" component="h2">
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('hint')}
      </Typography>
      <DataTable
        columns={[
          { id: 'module', header: t('module'), cell: (row) => tAdmin(`abilities.${row.ability}`) },
          {
            id: 'screen',
            header: t('screen'),
            cell: (row) => (row.paths.length ? row.paths.join(', ') : t('insideScreens')),
          },
          {
            id: 'free',
            header: t('free'),
            align: 'center',
            cell: (row) => (
              <Switch
                checked={row.isFree}
                onChange={(event) => setDraft(withFreeAbility(flags, row.ability, event.target.checked))}
                slotProps={{
                  input: {
                    'aria-label': t('freeFor', { module: tAdmin(`abilities.${row.ability}`) }),
                    'data-testid': `free-map-${row.ability}`,
                  } as object,
                }}
              />
            ),
          },
          {
            id: 'alsoFor',
            header: t('alsoFor'),
            cell: (row) => (
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                {row.alsoFor.map((profile) => (
                  <Chip key={profile} size="small" label={tAdmin(`profiles.${profile}`)} />
                ))}
              </Box>
            ),
          },
        ]}
        rows={freeMapRows(flags)}
        rowKey={(row) => row.ability}
        testId="free-map"
        rowTestId={(row) => `free-map-row-${row.ability}`}
      />
      <Box>
        <Button
          variant="contained"
          disabled={isBusy || draft === null}
          onClick={() => void save()}
          data-testid="free-map-save"
        >
          {tAdmin('common.save')}
        </Button>
      </Box>
    </Box>
  );
}
