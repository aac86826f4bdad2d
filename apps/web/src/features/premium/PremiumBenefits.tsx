import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { useTranslation } from 'react-i18next';

/** What premium unlocks (docs/product/shell.md#roles premium-only items, and no ads). */
const BENEFITS = ['saveDiets', 'savePredictions', 'reports', 'financial', 'refine', 'activeDiets', 'noAds'];

export function PremiumBenefits() {
  const { t } = useTranslation('premium');
  return (
    <List dense data-testid="premium-benefits">
      {BENEFITS.map((benefit) => (
        <ListItem key={benefit} disableGutters>
          <ListItemIcon sx={{ minWidth: 32 }}>
            <CheckCircleOutlined color="success" fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t(`benefits.${benefit}`)} />
        </ListItem>
      ))}
    </List>
  );
}
