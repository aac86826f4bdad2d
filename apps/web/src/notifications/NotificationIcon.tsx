import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import HighlightOffOutlined from '@mui/icons-material/HighlightOffOutlined';
import DomainDisabledOutlined from '@mui/icons-material/DomainDisabledOutlined';
import GrassOutlined from '@mui/icons-material/GrassOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useTranslation } from 'react-i18next';
import type { TNoticeEvent, TNotification } from '@cocho/contracts';

/** Decisions that say no: a red cross (grey once read); the others a green tick. */
const REFUSALS: ReadonlySet<TNoticeEvent> = new Set<TNoticeEvent>([
  'premium_recusado',
  'alimento_rejeitado',
  'patrocinio_recusado',
  'convite_recusado',
  'vinculo_recusado',
  'contato_recusado',
]);

/** A record's icon (docs/product/calculation.md#screens): diet versus chart for shares, a blue eye for an unread message, grey once read. */
export function NotificationIcon({ item }: { item: TNotification }) {
  const { t } = useTranslation('notifications');
  switch (item.tipo) {
    case 'compartilhamento':
      return item.params.tipo_registro === 1 ? (
        <TrendingUpOutlined color="primary" />
      ) : (
        <GrassOutlined color="primary" />
      );
    case 'mensagem':
      return (
        <VisibilityOutlined
          color={item.lida ? 'disabled' : 'info'}
          titleAccess={item.lida ? t('read') : t('unread')}
        />
      );
    case 'solicitacao_premium':
      return <StarBorderOutlined color="warning" />;
    case 'alimento_pendente':
      return <PostAddOutlined color="success" />;
    case 'empresa_alteracao':
      return <BusinessOutlined color="secondary" />;
    case 'novo_usuario':
      return <PersonAddOutlined color="secondary" />;
    case 'vinculo_empresa':
      return <BusinessOutlined color="primary" />;
    case 'reporte':
      return <BugReportOutlined color="error" />;
    case 'contato_empresa':
      return <BusinessOutlined color="primary" />;
    case 'patrocinio':
      return <CampaignOutlined color="warning" />;
    case 'convite_empresa':
      return <BusinessOutlined color="primary" />;
    case 'aviso':
      return REFUSALS.has(item.params.evento) ? (
        <HighlightOffOutlined
          color={item.lida ? 'disabled' : 'error'}
          titleAccess={item.lida ? t('read') : t('unread')}
        />
      ) : (
        <CheckCircleOutlineOutlined
          color={item.lida ? 'disabled' : 'success'}
          titleAccess={item.lida ? t('read') : t('unread')}
        />
      );
    case 'vinculo_usuario':
      return item.params.ativo ? (
        <BusinessOutlined color="success" />
      ) : (
        <DomainDisabledOutlined color="action" />
      );
  }
}
