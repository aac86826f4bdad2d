import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import GrassOutlined from '@mui/icons-material/GrassOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import ScaleOutlined from '@mui/icons-material/ScaleOutlined';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';

const ICONS: Readonly<Record<string, SvgIconComponent>> = {
  '/dashboard': DashboardOutlined,
  '/formulacao-dieta': GrassOutlined,
  '/predicao-desempenho': TrendingUpOutlined,
  '/enviar-alimento': PostAddOutlined,
  '/formulacao-suplemento': Inventory2Outlined,
  '/calcula-exigencias': CalculateOutlined,
  '/calcular-racao': ScaleOutlined,
  '/empresa': BusinessOutlined,
  '/seja-premium': StarBorderOutlined,
  '/adm': AdminPanelSettingsOutlined,
};

export function MenuIcon({ path }: { path: string }) {
  const Icon = ICONS[path] ?? DashboardOutlined;
  return <Icon />;
}
