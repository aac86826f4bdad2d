import { useTranslation } from 'react-i18next';
import type { TAuditEntry } from '@cocho/contracts';
import { formatDateTime } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { adminColumns, AdminListTab } from './AdminListTab';
import { dayRange } from './ListFilters';

const PER_PAGE = 50;
type Filters = { ator: string; acao: string; de: string; ate: string };
const NO_FILTERS: Filters = { ator: '', acao: '', de: '', ate: '' };

/**
 * /adm/logs: the audit log, searchable by who, action and days. The action is chosen by its readable name
 * (the codes stay on the wire only).
 */
export function LogsTab() {
  const { t, i18n } = useTranslation('admin');
  const language = useLanguage();
  const actionText = (action: string) =>
    i18n.exists(`admin:actions.${action}`) ? t(`actions.${action}`) : action;
  const actionNames = t('actions', { returnObjects: true }) as Record<string, string>;
  const actionChoices = Object.entries(actionNames)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
  const columns = adminColumns<TAuditEntry>(t, 'logs.columns', [
    { id: 'at', cell: (entry) => formatDateTime(entry.at, language) },
    { id: 'actor', cell: (entry) => entry.actor_email ?? t('logs.nobody') },
    { id: 'action', cell: (entry) => actionText(entry.action) },
    { id: 'subject', cell: (entry) => entry.subject_email ?? entry.subject_user_id ?? t('logs.nobody') },
    {
      id: 'detail',
      cell: (entry) => entry.detail,
      sx: { fontFamily: 'monospace', fontSize: 12 },
    },
    { id: 'ip', cell: (entry) => entry.ip },
  ]);

  return (
    <AdminListTab
      call="listAuditLog"
      noFilters={NO_FILTERS}
      paged={{ perPage: PER_PAGE, testId: 'logs' }}
      filters={[
        { name: 'ator', label: t('logs.actor') },
        {
          name: 'acao',
          label: t('logs.action'),
          options: actionChoices,
          anyText: t('logs.allActions'),
          width: 260,
          testId: 'logs-action',
        },
        ...dayRange<Filters>(t),
      ]}
      table={{
        columns,
        testId: 'logs-table',
        // Named, so its scrolling container is a focusable region a keyboard can scroll (phones).
        ariaLabel: t('tabs.logs'),
      }}
    />
  );
}
