import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Text } from '../../ui/kit-text/Text';
import { useTranslation } from 'react-i18next';
import type { TCompanyChange } from '@cocho/contracts';
import { formatDateTime } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';

/**
 * Company change requests (docs/product/calculation.md#screens company control): a manager's edit of the company's record or a change
 * of a collaborator link, newest first; unread ones can be marked read (notificacoes/empControleLido or
 * empControleUserLido, by the caller).
 */
export function CompanyChangesList({
  changes,
  onMarkRead,
}: {
  changes: readonly TCompanyChange[];
  onMarkRead: (change: TCompanyChange) => void;
}) {
  const { t } = useTranslation('adminCompanies');
  const { t: tCompany } = useTranslation('company');
  const language = useLanguage();
  const describe = (change: TCompanyChange): { primary: string; secondary: string } => {
    if (change.tipo === 'empresa')
      return {
        primary: t('changes.companyEdited', { author: change.autor_nome, company: change.nome_fantasia }),
        secondary: t('changes.fields', {
          fields: change.campos.map((field) => t(`form.${field}`, { defaultValue: field })).join(', '),
        }),
      };
    return {
      primary: t('changes.linkChanged', {
        author: change.autor_nome,
        user: change.usuario_nome ?? '',
        company: change.nome_fantasia,
        state: change.situacao ? tCompany(`state.${change.situacao}`) : '',
      }),
      secondary:
        change.acesso === null
          ? ''
          : t('changes.position', { position: tCompany(`access.${change.acesso}`) }),
    };
  };

  return (
    <Box>
      <Text kind="title" sx={{ mb: 1 }}>
        {t('changes.title')}
      </Text>
      {changes.length === 0 ? (
        <Text kind="muted" data-testid="company-changes-empty">
          {t('changes.empty')}
        </Text>
      ) : (
        <List dense data-testid="company-changes">
          {changes.map((change) => {
            const text = describe(change);
            return (
              <ListItem
                key={`${change.tipo}-${change.id}`}
                data-testid={`company-change-${change.id}`}
                secondaryAction={
                  change.lida ? (
                    <Chip size="small" label={t('changes.read')} />
                  ) : (
                    <Button
                      size="small"
                      onClick={() => onMarkRead(change)}
                      data-testid={`company-change-read-${change.id}`}
                    >
                      {t('changes.markRead')}
                    </Button>
                  )
                }
              >
                <ListItemText
                  primary={text.primary}
                  secondary={[formatDateTime(change.created_at, language), text.secondary]
                    .filter(Boolean)
                    .join(' · ')}
                  slotProps={{ primary: { sx: { fontWeight: change.lida ? 'normal' : 'bold' } } }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
