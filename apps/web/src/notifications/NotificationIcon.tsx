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

type Icon = typeof BusinessOutlined;
type IconColor = 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error' | 'action';

/** A record's icon and colour (docs/product/calculation.md#screens): diet versus chart for shares. */
function iconOf(item: TNotification): readonly [Icon, IconColor] {
  switch (item.tipo) {
    case 'compartilhamento':
      return [item.params.tipo_registro === 1 ? TrendingUpOutlined : GrassOutlined, 'primary'];
    case 'mensagem':
      return [VisibilityOutlined, 'info'];
    case 'solicitacao_premium':
      return [StarBorderOutlined, 'warning'];
    case 'alimento_pendente':
      return [PostAddOutlined, 'success'];
    case 'empresa_alteracao':
      return [BusinessOutlined, 'secondary'];
    case 'novo_usuario':
      return [PersonAddOutlined, 'secondary'];
    case 'vinculo_empresa':
    case 'contato_empresa':
    case 'convite_empresa':
      return [BusinessOutlined, 'primary'];
    case 'reporte':
      return [BugReportOutlined, 'error'];
    case 'patrocinio':
      return [CampaignOutlined, 'warning'];
    case 'aviso':
      return REFUSALS.has(item.params.evento)
        ? [HighlightOffOutlined, 'error']
        : [CheckCircleOutlineOutlined, 'success'];
    case 'vinculo_usuario':
      return item.params.ativo ? [BusinessOutlined, 'success'] : [DomainDisabledOutlined, 'action'];
  }
}

/** A record's icon; a message and a decision notice are grey once read and say whether they were read. */
export function NotificationIcon({ item }: { item: TNotification }) {
  const { t } = useTranslation('notifications');
  const [Icon, color] = iconOf(item);
  if (item.tipo !== 'mensagem' && item.tipo !== 'aviso') return <Icon color={color} />;
  return <Icon color={item.lida ? 'disabled' : color} titleAccess={item.lida ? t('read') : t('unread')} />;
}
