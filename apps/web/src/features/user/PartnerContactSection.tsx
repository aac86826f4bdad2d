import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCompanyContact } from '@cocho/contracts';
import { call } from '../../api/client';
import { withCallQueries, useCallMutation, useCallQuery } from '../../api/query';
import { ContactPersonDetails } from '../../ui/contacts/ContactPersonDetails';
import { ContactStateChip } from '../../ui/contacts/ContactStateChip';
import { useContactPages } from '../../ui/contacts/use-contact-pages';
import { useRun } from '../../ui/form/run';
import { RowActions } from '../../ui/RowActions';
import { useRowAction } from '../../ui/use-row-action';

type Action = 'accept' | 'decline' | 'deactivate';
const ACTION_CALLS = {
  accept: 'acceptContact',
  decline: 'declineContact',
  deactivate: 'deactivateCompanyContact',
} as const;

/**
 * /user: whether partner companies may contact the user (off until they say yes), and the sales technicians'
 * contact requests: accept (both sides then see name, e-mail, phone, city, state and country), decline, or end.
 */
export const PartnerContactSection = withCallQueries(PartnerContacts);

function PartnerContacts() {
  const { t } = useTranslation('contacts');
  const { run: runSave } = useRun();
  const consent = useCallQuery('getPartnerContactConsent', {});
  const consents = consent.data?.data.aceita_contato_parceiros ?? null;
  const setConsent = useCallMutation('setPartnerContactConsent');
  const queryClient = useQueryClient();
  const { busyId, run } = useRowAction<number>();
  const { contacts, hasMore, isLoadingMore, loadMore, reload, replace } = useContactPages(
    'listMyContacts',
    {},
  );

  const changeConsent = (value: boolean) =>
    runSave(async () => {
      // The answer is the consent now stored: it replaces the one read.
      const answer = await setConsent.mutateAsync({ aceita_contato_parceiros: value });
      queryClient.setQueryData(['getPartnerContactConsent', {}], answer);
      reload();
    }, t('consent.saved'));

  const act = (contact: TCompanyContact, action: Action) =>
    run(contact.id_contato, async () =>
      replace((await call(ACTION_CALLS[action], { id_contato: contact.id_contato })).data),
    );

  return (
    <Box data-testid="partner-contact-section">
      <FormControlLabel
        control={
          <Switch
            checked={consents === true}
            disabled={consents === null}
            onChange={(event) => void changeConsent(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'partner-contact-hint' } }}
          />
        }
        label={t('consent.label')}
      />
      <Typography id="partner-contact-hint" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('consent.hint')}
      </Typography>
      {contacts && contacts.length > 0 && (
        <Stack spacing={1.5}>
          {contacts.map((contact) => (
            <Box
              key={contact.id_contato}
              data-testid={`my-contact-${contact.id_contato}`}
              sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
            >
              <Box sx={{ flexGrow: 1, minWidth: 220 }}>
                <Typography variant="subtitle2">{contact.nome_empresa}</Typography>
                <ContactPersonDetails person={contact.tecnico} />
              </Box>
              <ContactStateChip contact={contact} />
              <RowActions
                disabled={busyId !== null}
                actions={[
                  {
                    label: t('mine.accept'),
                    variant: 'contained',
                    when: contact.situacao === 'pendente',
                    onClick: () => void act(contact, 'accept'),
                  },
                  {
                    label: t('mine.decline'),
                    when: contact.situacao === 'pendente',
                    onClick: () => void act(contact, 'decline'),
                  },
                  {
                    label: t('list.deactivate'),
                    color: 'error',
                    when: contact.situacao === 'ativo',
                    onClick: () => void act(contact, 'deactivate'),
                  },
                ]}
              />
            </Box>
          ))}
        </Stack>
      )}
      {hasMore && (
        <Button sx={{ mt: 1 }} disabled={isLoadingMore} onClick={() => void loadMore()}>
          {t('list.loadMore')}
        </Button>
      )}
    </Box>
  );
}
