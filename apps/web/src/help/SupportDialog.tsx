import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { useTranslation } from 'react-i18next';
import {
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_WHATSAPP_TEXT,
  SUPPORT_WHATSAPP_URL,
} from './support-contacts';

type SupportDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The partner company's support link, when the user has one: it replaces the product's contacts. */
  partnerLink: string | null;
};

/** The support modal (docs/product/shell.md#screens): messaging and e-mail contacts and hours, or the partner's support link. */
export function SupportDialog({ open, onClose, partnerLink }: SupportDialogProps) {
  const { t } = useTranslation('help');
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="support-title">
      <DialogTitle id="support-title">{t('support.title')}</DialogTitle>
      <DialogContent data-testid="support-dialog">
        {partnerLink ? (
          <>
            <Typography sx={{ mb: 2 }}>{t('support.partnerIntro')}</Typography>
            <Button
              variant="contained"
              href={partnerLink}
              target="_blank"
              rel="noopener noreferrer"
              startIcon={<OpenInNew />}
              data-testid="support-partner-link"
            >
              {t('support.partnerLink')}
            </Button>
          </>
        ) : (
          <>
            <Typography>{t('support.intro')}</Typography>
            <List>
              {SUPPORT_WHATSAPP_URL && (
                <ListItem disableGutters>
                  <ListItemIcon>
                    <ChatOutlined />
                  </ListItemIcon>
                  <ListItemText
                    primary={t('support.messaging')}
                    secondary={
                      <Link href={SUPPORT_WHATSAPP_URL} target="_blank" rel="noopener noreferrer">
                        {SUPPORT_WHATSAPP_TEXT}
                      </Link>
                    }
                  />
                </ListItem>
              )}
              <ListItem disableGutters>
                <ListItemIcon>
                  <EmailOutlined />
                </ListItemIcon>
                <ListItemText
                  primary={t('support.email')}
                  secondary={
                    <Link href={`mailto:${SUPPORT_EMAIL}`} data-testid="support-email">
                      {SUPPORT_EMAIL}
                    </Link>
                  }
                />
              </ListItem>
              <ListItem disableGutters>
                <ListItemIcon>
                  <ScheduleOutlined />
                </ListItemIcon>
                <ListItemText
                  primary={t('support.hoursTitle')}
                  secondary={t('support.hours', SUPPORT_HOURS)}
                  data-testid="support-hours"
                />
              </ListItem>
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('support.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
