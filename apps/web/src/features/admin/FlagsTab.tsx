import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ABILITIES, GLOBAL_FLAGS, PROFILES } from '@cocho/contracts';
import type { Ability, GlobalFlag, TFeatureFlags } from '@cocho/contracts';
import { call } from '../../api/client';
import { useCallQuery } from '../../api/query';
import { useErrorText } from '../../i18n/use-error-text';
import { useAlert } from '../../ui/AlertProvider';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';

type Profile = keyof TFeatureFlags['profiles'];

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
  const reload = () => void refetch();
  const [draft, setDraft] = useState<TFeatureFlags | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  if (error && !data)
    return <LoadError message={t('common.loadError')} retryLabel={t('common.retry')} onRetry={reload} />;
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
      const saved = await call('updateFeatureFlags', flags);
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
      <TableContainer>
        <Table size="small" data-testid="abilities-grid">
          <TableHead>
            <TableRow>
              <TableCell>{t('flags.ability')}</TableCell>
              {PROFILES.map((profile) => (
                <TableCell key={profile} align="center">
                  {t(`profiles.${profile}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {ABILITIES.map((ability) => (
              <TableRow key={ability}>
                <TableCell>{t(`abilities.${ability}`)}</TableCell>
                {PROFILES.map((profile) => {
                  const isFixed = profile === 'administrator' || ability === 'administration';
                  return (
                    <TableCell key={profile} align="center" padding="checkbox">
                      <Checkbox
                        checked={profile === 'administrator' || flags.profiles[profile].includes(ability)}
                        disabled={isFixed}
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
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
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
