import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { THelpItem } from '@cocho/contracts';
import { LANGUAGE_INDEX } from '@cocho/engine';
import { useHelpItems } from '../../help/use-help-items';
import { videoPageUrl } from '../../help/video';
import { useLanguage } from '../../i18n/use-language';
import { Article, linesOf, Sections } from './Article';
import { findLinkedHelpItem } from './help-deep-link';

/** The screens the instructions explain, in menu order, with where each opens. */
const SCREENS = [
  ['dashboard', '/dashboard'],
  ['dietWizard', '/formulacao-dieta'],
  ['prediction', '/predicao-desempenho'],
  ['requirements', '/calcula-exigencias'],
  ['supplement', '/formulacao-suplemento'],
  ['mixture', '/calcular-racao'],
  ['shortTable', '/tabela-resumida'],
  ['sendFeed', '/enviar-alimento'],
  ['consultant', '/consultor'],
  ['premium', '/seja-premium'],
  ['user', '/user'],
] as const;

function HelpItemCard({ item, isSelected }: { item: THelpItem; isSelected: boolean }) {
  const { t } = useTranslation(['static', 'help']);
  const video = videoPageUrl(item.video);
  return (
    <Card
      variant="outlined"
      sx={{ mb: 2, borderColor: isSelected ? 'primary.main' : undefined, borderWidth: isSelected ? 2 : 1 }}
      data-testid={isSelected ? 'instructions-selected' : 'instructions-topic'}
    >
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h3" sx={{ flexGrow: 1 }}>
            {item.titulo}
          </Typography>
          {item.etapa !== null && <Chip size="small" label={t('instructions.step', { step: item.etapa })} />}
        </Box>
        <Typography sx={{ whiteSpace: 'pre-line', mb: video ? 1 : 0 }}>{item.descricao}</Typography>
        {video && (
          <Button href={video} target="_blank" rel="noopener noreferrer" startIcon={<OpenInNew />}>
            {t('help:dialog.watchVideo')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** /instrucoes: what the product does and how to use each screen; ?a= opens one help item. */
export function InstructionsPage() {
  const { t } = useTranslation('static');
  const [params] = useSearchParams();
  const language = useLanguage();
  const idioma = LANGUAGE_INDEX[language];
  const help = useHelpItems();
  const linkParameter = params.get('a');
  const items = help.status === 'ready' ? help.items : [];
  const selected = findLinkedHelpItem(items, linkParameter, idioma);
  const topics = items.filter((item) => item.idioma === idioma && item.id !== selected?.id);
  const selectedRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (selected) selectedRef.current?.scrollIntoView?.({ block: 'start' });
  }, [selected]);

  return (
    <Article title={t('instructions.title')} lead={t('instructions.lead')} testId="static-instructions">
      {linkParameter && help.status === 'ready' && !selected && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('instructions.selectedMissing')}
        </Alert>
      )}
      {selected && (
        <Box ref={selectedRef} sx={{ mb: 3 }}>
          <Typography variant="overline" component="p">
            {t('instructions.selected')}
          </Typography>
          <HelpItemCard item={selected} isSelected />
        </Box>
      )}
      <Sections
        sections={SCREENS.map(([key, route]) => ({
          id: key,
          title: t(`instructions.screens.${key}.title`),
          paragraphs: linesOf(t, `instructions.screens.${key}.paragraphs`),
          after: (
            <Button component={RouterLink} to={route} size="small">
              {t('common.openScreen')}
            </Button>
          ),
        }))}
      />
      <Typography variant="h5" component="h2" gutterBottom sx={{ mt: 4 }}>
        {t('instructions.helpTopics')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('instructions.helpTopicsLead')}
      </Typography>
      {help.status === 'failed' && (
        <Alert severity="warning" action={<Button onClick={help.retry}>{t('help:dialog.retry')}</Button>}>
          {t('instructions.helpLoadFailed')}
        </Alert>
      )}
      {topics.map((item) => (
        <HelpItemCard key={item.id} item={item} isSelected={false} />
      ))}
    </Article>
  );
}
