import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Switch from '@mui/material/Switch';
import { Text } from '../../ui/kit-text/Text';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table/DataTable';
import { freeMapRows, withAbility } from './free-map';
import { FeatureFlagsForm } from './FlagsTab';

/**
 * The free map (/adm?tab=mapa-livre): each module with the screen it opens, whether free accounts may use
 * it (the `free` profile of the feature flags, saved with adm/flags/update) and which profiles have it
 * otherwise.
 */
export function FreeMapTab() {
  const { t } = useTranslation('adminFreeMap');
  const { t: tAdmin } = useTranslation('admin');
  return (
    <FeatureFlagsForm saveTestId="free-map-save">
      {(flags, change) => (
        <>
          <Text kind="title">{t('title')}</Text>
          <Text kind="note">{t('hint')}</Text>
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
                    onChange={(event) =>
                      change(withAbility(flags, 'free', row.ability, event.target.checked))
                    }
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
        </>
      )}
    </FeatureFlagsForm>
  );
}
