import { useMemo, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { chooseHelpItem } from '@cocho/contracts';
import type { THelpItem } from '@cocho/contracts';
import { LANGUAGE_INDEX } from '@cocho/engine';
import { useLanguage } from '../i18n/use-language';
import { LoadError } from '../ui/LoadError';
import { Loading } from '../ui/Loading';
import { ReportErrorPanel } from './ReportErrorPanel';
import { useHelpItems } from './use-help-items';
import { videoEmbedUrl, videoPageUrl } from './video';

type HelpDialogProps = {
  open: boolean;
  onClose: () => void;
  route: string;
  step: number | null;
  /** Whether the report panel is offered (it needs a signed-in user). */
  canReport: boolean;
};

/** The /instrucoes address of a help item (docs/product/calculation.md#screens: /instrucoes?a={encoded help item}). */
export function instructionsHref(item: Pick<THelpItem, 'id'>): string {
  return `/instrucoes?a=${encodeURIComponent(String(item.id))}`;
}

function HelpVideo({ item }: { item: THelpItem }) {
  const { t } = useTranslation('help');
  const embed = videoEmbedUrl(item.video);
  const page = videoPageUrl(item.video);
  if (embed)
    return (
      <Box
        component="iframe"
        src={embed}
        title={item.titulo}
        allow="encrypted-media; picture-in-picture"
        allowFullScreen
        sx={{ width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 1, bgcolor: 'black' }}
        data-testid="help-video"
      />
    );
  if (page)
    return (
      <Button href={page} target="_blank" rel="noopener noreferrer" startIcon={<OpenInNew />}>
        {t('dialog.watchVideo')}
      </Button>
    );
  return (
    <Typography color="text.secondary" data-testid="help-no-video">
      {t('dialog.noVideo')}
    </Typography>
  );
}

/**
 * The full-screen help dialog (docs/product/calculation.md#screens): the item of the route, then step, then language, with its video,
 * the other items (videos) in the language, the details, open in a new tab, and the report-an-error panel.
 */
export function HelpDialog({ open, onClose, route, step, canReport }: HelpDialogProps) {
  const { t } = useTranslation('help');
  const language = useLanguage();
  const idioma = LANGUAGE_INDEX[language];
  const state = useHelpItems(open);
  const [pickedId, setPickedId] = useState<number | null>(null);

  const items = useMemo(() => (state.status === 'ready' ? state.items : []), [state]);
  const chosen = useMemo(() => chooseHelpItem(items, { route, step, idioma }), [items, route, step, idioma]);
  const current = items.find((item) => item.id === pickedId) ?? chosen;
  const others = useMemo(() => {
    const inLanguage = items.filter((item) => item.idioma === idioma);
    return (inLanguage.length > 0 ? inLanguage : items).filter((item) => item.id !== current?.id);
  }, [items, idioma, current]);

  const close = () => {
    setPickedId(null);
    onClose();
  };

  return (
    <Dialog fullScreen open={open} onClose={close} aria-labelledby="help-dialog-title">
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography id="help-dialog-title" variant="h6" component="h2" sx={{ flexGrow: 1 }} noWrap>
            {current ? current.titulo : t('dialog.title')}
          </Typography>
          {current && (
            <Button
              href={instructionsHref(current)}
              target="_blank"
              rel="noopener"
              startIcon={<OpenInNew />}
              data-testid="help-open-tab"
            >
              {t('dialog.openInNewTab')}
            </Button>
          )}
          <IconButton onClick={close} aria-label={t('dialog.close')} data-testid="help-close">
            <Close />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box
        sx={{
          p: { xs: 2, sm: 3 },
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(240px, 1fr)' },
          maxWidth: 1400,
          mx: 'auto',
          width: '100%',
        }}
      >
        <Box sx={{ minWidth: 0 }} data-testid="help-dialog">
          {state.status === 'loading' && <Loading />}
          {state.status === 'failed' && (
            <LoadError
              message={t('dialog.loadFailed')}
              retryLabel={t('dialog.retry')}
              onRetry={state.retry}
            />
          )}
          {state.status === 'ready' && !current && (
            <>
              <Typography data-testid="help-empty">{t('dialog.noItem')}</Typography>
              <Button
                href="/instrucoes"
                target="_blank"
                rel="noopener"
                startIcon={<OpenInNew />}
                sx={{ mt: 1 }}
              >
                {t('dialog.instructions')}
              </Button>
            </>
          )}
          {current && (
            <>
              <HelpVideo item={current} />
              <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
                {t('dialog.details')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }} data-testid="help-description">
                {current.descricao}
              </Typography>
            </>
          )}
          {canReport && (
            <>
              <Divider sx={{ my: 3 }} />
              <ReportErrorPanel
                route={route}
                step={step}
                helpItemId={current?.id ?? null}
                video={current?.video ?? ''}
              />
            </>
          )}
        </Box>
        <Box component="aside">
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('dialog.otherVideos')}
          </Typography>
          <List dense data-testid="help-others">
            {others.map((item) => (
              <ListItemButton key={item.id} onClick={() => setPickedId(item.id)}>
                <ListItemText
                  primary={item.titulo}
                  secondary={item.video ? t('dialog.hasVideo') : undefined}
                />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </Box>
    </Dialog>
  );
}
