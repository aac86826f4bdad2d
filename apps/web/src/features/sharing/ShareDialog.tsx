import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TSharePermissions } from '@cocho/contracts';
import { errorCodeOf } from '../../api/client';
import { withCallQueries, useCallMutation } from '../../api/query';
import { ViewDialog } from '../../ui/ViewDialog';
import { formatDate } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';

/** The kind of record shared: a diet, a prediction, a requirements table, a mix, a supplement or a comparison. */
export type ShareKind = 'diet' | 'prediction' | 'requirements' | 'mixture' | 'supplement' | 'comparison';

const SHARE_TITLES = {
  diet: 'dialog.titleDiet',
  prediction: 'dialog.titlePrediction',
  requirements: 'dialog.titleRequirements',
  mixture: 'dialog.titleMixture',
  supplement: 'dialog.titleSupplement',
  comparison: 'dialog.titleComparison',
} as const satisfies Record<ShareKind, string>;

export type ShareDialogProps = {
  readonly kind: ShareKind;
  /** The saved record to share; null when the record on screen is not saved yet. */
  readonly recordId: number | null;
  readonly onClose: () => void;
};

type PermissionKey = keyof TSharePermissions;
const PERMISSIONS: readonly { key: PermissionKey; label: string }[] = [
  { key: 'pode_ler', label: 'dialog.canRead' },
  { key: 'pode_editar', label: 'dialog.canEdit' },
  { key: 'pode_compartilhar', label: 'dialog.canShare' },
];

/** Editing needs reading: ticking edit ticks read, unticking read unticks edit. */
function toggled(permissions: TSharePermissions, key: PermissionKey): TSharePermissions {
  const next = { ...permissions, [key]: !permissions[key] };
  if (key === 'pode_editar' && next.pode_editar) next.pode_ler = true;
  if (key === 'pode_ler' && !next.pode_ler) next.pode_editar = false;
  return next;
}

/**
 * Share a saved diet or prediction (docs/product/shell.md#sharing): with a person by e-mail and the three
 * permissions, or by a public read-only link to copy (docs/product/shell.md#screens public link generation).
 */
export const ShareDialog = withCallQueries(Sharing);

function Sharing({ kind, recordId, onClose }: ShareDialogProps) {
  const { t } = useTranslation('sharing');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const { showAlert } = useAlert();
  const [email, setEmail] = useState('');
  const [permissions, setPermissions] = useState<TSharePermissions>({
    pode_ler: true,
    pode_editar: false,
    pode_compartilhar: false,
  });
  const share = useCallMutation('createShare');
  const createLink = useCallMutation('createShareLink');
  // The last action's failure: each action clears the other's.
  const error = share.error
    ? t('dialog.failed', { reason: tErrors(errorCodeOf(share.error)) })
    : createLink.error
      ? t('dialog.linkFailed', { reason: tErrors(errorCodeOf(createLink.error)) })
      : null;
  const link = createLink.data
    ? {
        url: new URL(createLink.data.caminho, window.location.origin).toString(),
        expiresAt: createLink.data.expira_em,
      }
    : null;

  const onShare = (event: FormEvent) => {
    event.preventDefault();
    if (recordId === null) return;
    createLink.reset();
    share.mutate(
      { id_dieta: recordId, email, ...permissions },
      {
        onSuccess: ({ data }) => {
          showAlert(t('dialog.shared', { email: data.pessoa.email }));
          setEmail('');
        },
      },
    );
  };

  const onCreateLink = () => {
    if (recordId === null) return;
    share.reset();
    createLink.mutate({ id_dieta: recordId });
  };

  const onCopy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      showAlert(t('dialog.copied'));
    } catch {
      // The link stays selectable in its field.
    }
  };

  return (
    <ViewDialog
      title={t(SHARE_TITLES[kind])}
      onClose={onClose}
      closeText={t('dialog.close')}
      closeTestId="share-close"
      maxWidth="sm"
      testId="share-dialog"
    >
      {recordId === null ? (
        <Alert severity="info">{t('dialog.saveFirst')}</Alert>
      ) : (
        <>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="share-error">
              {error}
            </Alert>
          )}
          <Box component="form" onSubmit={onShare} sx={{ pt: 1 }}>
            <TextField
              label={t('dialog.email')}
              type="email"
              required
              fullWidth
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              helperText={t('dialog.emailHint')}
              slotProps={{ htmlInput: { 'data-testid': 'share-email' } }}
            />
            <FormLabel component="legend" sx={{ mt: 2 }}>
              {t('dialog.permissions')}
            </FormLabel>
            <FormGroup row>
              {PERMISSIONS.map(({ key, label }) => (
                <FormControlLabel
                  key={key}
                  label={t(label)}
                  control={
                    <Checkbox
                      checked={permissions[key]}
                      onChange={() => setPermissions((current) => toggled(current, key))}
                      slotProps={{ input: { 'data-testid': `share-${key}` } as object }}
                    />
                  }
                />
              ))}
            </FormGroup>
            <Button
              type="submit"
              variant="contained"
              disabled={share.isPending || email.trim() === ''}
              sx={{ mt: 1 }}
              data-testid="share-submit"
            >
              {share.isPending ? t('dialog.sharing') : t('dialog.share')}
            </Button>
          </Box>
          <Divider sx={{ my: 3 }} />
          <Typography variant="subtitle1">{t('dialog.linkTitle')}</Typography>
          {link ? (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('dialog.linkHint', { date: formatDate(link.expiresAt, language) })}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <TextField
                  label={t('dialog.link')}
                  value={link.url}
                  fullWidth
                  size="small"
                  slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'share-link' } }}
                  onFocus={(event) => event.target.select()}
                />
                <Button onClick={() => void onCopy()} data-testid="share-link-copy">
                  {t('dialog.copy')}
                </Button>
              </Box>
            </>
          ) : (
            <Button
              onClick={onCreateLink}
              disabled={createLink.isPending}
              sx={{ mt: 1 }}
              data-testid="share-link-create"
            >
              {createLink.isPending ? t('dialog.creatingLink') : t('dialog.createLink')}
            </Button>
          )}
        </>
      )}
    </ViewDialog>
  );
}
