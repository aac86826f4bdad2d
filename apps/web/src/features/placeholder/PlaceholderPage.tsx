import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findRoute } from '../../app/route-table';

/** A route whose screen a later issue builds: the page title and a plain "available soon" line. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', width: '100%', py: 2 }}>
      <Card>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 3 }}>
          <ConstructionOutlined color="action" fontSize="large" />
          <Box>
            <Typography variant="h6" component="h2">
              {route ? t(route.titleKey) : t('appName')}
            </Typography>
            <Typography color="text.secondary" data-testid="available-soon">
              {t('placeholder.availableSoon')}
            </Typography>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
