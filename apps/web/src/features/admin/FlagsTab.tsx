import { useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Text } from '../../ui/kit-text/Text';
import { useTranslation } from 'react-i18next';
import { ABILITIES, GLOBAL_FLAGS, PROFILES } from '@cocho/contracts';
import type { Ability, TFeatureFlags } from '@cocho/contracts';
import { useCallMutation } from '../../api/query';
import { CallContent } from '../../ui/data-table/CallContent';
import { DataTable } from '../../ui/data-table/DataTable';
import type { DataColumn } from '../../ui/data-table/DataTable';
import { withAbility } from './free-map';
import { useRun } from '../../ui/form/run';

type AbilityRow = { readonly ability: Ability };
const ABILITY_ROWS: readonly AbilityRow[] = ABILITIES.map((ability) => ({ ability }));

/**
 * The feature flags read, edited as a draft and saved together with adm/flags/update: the shape of the
 * flags tab and the free map, which give what edits them.
 */
export function FeatureFlagsForm(props: {
  readonly saveTestId: string;
  readonly children: (flags: TFeatureFlags, change: (flags: TFeatureFlags) => void) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { run, isBusy } = useRun();
  const updateFlags = useCallMutation('updateFeatureFlags', ['getFeatureFlags']);
  const [draft, setDraft] = useState<TFeatureFlags | null>(null);
  return (
    <CallContent call="getFeatureFlags" input={{}}>
      {(answer) => {
        const flags = draft ?? answer;
        const save = () => run(async () => setDraft(await updateFlags.mutateAsync(flags)), t('common.saved'));
        return (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {props.children(flags, setDraft)}
            <Box>
              <Button
                variant="contained"
                disabled={isBusy || draft === null}
                onClick={() => void save()}
                data-testid={props.saveTestId}
              >
                {t('common.save')}
              </Button>
            </Box>
          </Box>
        );
      }}
    </CallContent>
  );
}

/**
 * The feature flags: the global switches and the per-profile ability assignment as a grid of checkboxes,
 * saved together with adm/flags/update. The administrator column is fixed (every ability) and the
 * administration ability belongs to no other profile, as the server enforces.
 */
export function FlagsTab() {
  const { t } = useTranslation('admin');
  return (
    <FeatureFlagsForm saveTestId="flags-save">
      {(flags, change) => (
        <>
          <Text kind="title">{t('flags.global')}</Text>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
            {GLOBAL_FLAGS.map((flag) => (
              <FormControlLabel
                key={flag}
                control={
                  <Checkbox
                    checked={flags.global[flag]}
                    onChange={(event) =>
                      change({ ...flags, global: { ...flags.global, [flag]: event.target.checked } })
                    }
                    slotProps={{ input: { 'data-testid': `flag-${flag}` } as object }}
                  />
                }
                label={t(`globalFlags.${flag}`)}
              />
            ))}
          </Box>
          <Text kind="title">{t('flags.abilities')}</Text>
          <Text kind="note">{t('flags.adminNote')}</Text>
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
                    onChange={(event) => change(withAbility(flags, profile, ability, event.target.checked))}
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
        </>
      )}
    </FeatureFlagsForm>
  );
}
