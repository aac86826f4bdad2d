import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { formatDate } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useCompanyCall } from './use-company-call';

const loadProducers = (companyId: number) =>
  call('listLinkedProducers', { id_empresa: companyId }).then((answer) => answer.data);

/** /empresa/clientes: the company's linked producers (empresa/getVinculados). */
export function ClientsList({ companyId }: { companyId: number }) {
  const { t } = useTranslation('company');
  const language = useLanguage();
  const { data: producers, hasFailed, reload } = useCompanyCall(companyId, loadProducers);
  if (hasFailed && !producers)
    return <LoadError message={t('page.loadError')} retryLabel={t('page.retry')} onRetry={reload} />;
  if (!producers) return <Loading />;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('clients.title')}
        </Typography>
        {producers.length === 0 ? (
          <Typography color="text.secondary">{t('clients.empty')}</Typography>
        ) : (
          <Table size="small" data-testid="company-clients">
            <TableHead>
              <TableRow>
                <TableCell>{t('collaborators.name')}</TableCell>
                <TableCell>{t('collaborators.email')}</TableCell>
                <TableCell>{t('clients.since')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {producers.map((producer) => (
                <TableRow key={producer.id_emp_user}>
                  <TableCell>{producer.nome}</TableCell>
                  <TableCell>{producer.email}</TableCell>
                  <TableCell>{formatDate(producer.decided_at ?? producer.requested_at, language)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
