import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ABILITIES, GLOBAL_FLAGS, PROFILES } from '@cocho/contracts';
import type { Ability, GlobalFlag, TFeatureFlags } from '@cocho/contracts';
import { useCallMutation, useCallQuery } from '../../api/query';
import { DataTable } from '../../ui/data-table/DataTable';
import type { DataColumn } from '../../ui/data-table/DataTable';
import { useErrorText } from '../../i18n/use-error-text';
import { useAlert } from '../../ui/AlertProvider';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';

type Profile = keyof TFeatureFlags['profiles'];
type AbilityRow = { readonly ability: Ability };
const ABILITY_ROWS: readonly AbilityRow[] = ABILITIES.map((ability) => ({ ability }));

/**
 * The feature flags: the global switches and the per-profile ability assignment as a grid of checkboxes,
 * saved together with adm/flags/update. The administrator column is fixed (every ability) and the
 * administration ability belongs to no other profile, as the server enforces.
 */
export function FlagsTab() {
  const { t } = useTranslation('admin');
  const { showAlert } = useAlert();
  const errorText = useErrorText();
  const { data, error, refetch } = useCallQuery('getFeatureFlags', {});
  const updateFlags = useCallMutation('updateFeatureFlags', ['getFeatureFlags']);
  const [draft, setDraft] = useState<TFeatureFlags | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  if (error && !data)
    return (
      <LoadError
        message={t('common.loadError')}
        retryLabel={t('common.retry')}
        onRetry={() => void refetch()}
      />
    );
  if (!data) return <Loading />;
  const flags = draft ?? data;

  const setGlobal = (flag: GlobalFlag, value: boolean) =>
    setDraft({ ...flags, global: { ...flags.global, [flag]: value } });
  const setAbility = (profile: Profile, ability: Ability, value: boolean) => {
    const current = flags.profiles[profile];
    const next = value ? [...current, ability] : current.filter((item) => item !== ability);
    setDraft({
      ...flags,
      profiles: { ...flags.profiles, [profile]: ABILITIES.filter((item) => next.includes(item)) },
    });
  };
  const save = async () => {
    setIsBusy(true);
    try {
      const saved = await updateFlags.mutateAsync(flags);
      setDraft(saved);
      showAlert(t('common.saved'));
    } catch (failure) {
      showAlert(errorText(failure), 'error');
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h6" component="h2">
        {t('flags.global')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
        {GLOBAL_FLAGS.map((flag) => (
          <FormControlLabel
            key={flag}
            control={
              <Checkbox
                checked={flags.global[flag]}
                onChange={(event) => setGlobal(flag, event.target.checked)}
                slotProps={{ input: { 'data-testid': `flag-${flag}` } as object }}
              />
            }
            label={t(`globalFlags.${flag}`)}
          />
        ))}
      </Box>
      <Typography variant="h6" component="h2">
        {t('flags.abilities')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('flags.adminNote')}
      </Typography>
      <DataTable
        columns={[
          { id: 'ability', header: t('flags.ability'), cell: ({ ability }) => t(`abilities.${ability}`) },
          ...PROFILES.map((profile): DataColumn<AbilityRow> => ({
            id: profile,
            header: t(`profiles.${profile}`),
            align: 'center',
            padding: 'checkbox',
            cell: ({ ability }) => (
              <Checkbox
                checked={profile === 'administrator' || flags.profiles[profile].includes(ability)}
                disabled={profile === 'administrator' || ability === 'administration'}
                onChange={(event) => setAbility(profile, ability, event.target.checked)}
                slotProps={{
                  input: {
                    'aria-label': t('flags.cell', {
                      ability: t(`abilities.${ability}`),
                      profile: t(`profiles.${profile}`),
                    }),
                    'data-testid': `ability-${profile}-${ability}`,
                  } as object,
                }}
              />
            ),
          })),
        ]}
        rows={ABILITY_ROWS}
        rowKey={({ ability }) => ability}
        testId="abilities-grid"
      />
      <Box>
        <Button
          variant="contained"
          disabled={isBusy || draft === null}
          onClick={() => void save()}
          data-testid="flags-save"
        >
          {t('common.save')}
        </Button>
      </Box>
    </Box>
  );
}
