import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../session/use-access';
import { useRecordAccess } from '../sharing/use-record-access';
import { useShareAction } from '../sharing/use-share-action';

type MixtureMenuProps = {
  readonly disabled: boolean;
  readonly onSave: () => void;
};

/**
 * The mix's save menu (docs/product/shell.md#screens, docs/decisions/saved-mixes.md): save (premium; a
 * consultant saves for the client selected in the toolbar) and share (consultant), as on the requirements
 * screen. A mix shared read-only or opened from a public link cannot be saved over. The PDF and Excel are
 * the report buttons above the results (docs/decisions/handover-exports.md).
 */
export function MixtureMenu({ disabled, onSave }: MixtureMenuProps) {
  const { t } = useTranslation('mixture');
  const { t: tSharing } = useTranslation('sharing');
  const { can } = useAccess();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { recordId, readOnly } = useRecordAccess();
  const share = useShareAction('mixture', recordId);
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDown />}
        disabled={disabled}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="mixture-menu"
      >
        {t('menu.open')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={choose(onSave)} disabled={readOnly !== null} data-testid="save-mixture">
          <ListItemIcon>
            <SaveOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText
            primary={t('menu.save')}
            secondary={readOnly === null ? null : tSharing(`readOnly.${readOnly}`)}
            slotProps={{
              secondary: { sx: { whiteSpace: 'normal' }, 'data-testid': 'read-only-reason' } as object,
            }}
          />
          <Chip
            size="small"
            color={can('save_diet') ? 'warning' : 'default'}
            label={t('menu.premium')}
            sx={{ ml: 1 }}
          />
        </MenuItem>
        {readOnly !== 'link' && (
          <MenuItem onClick={choose(share.onShare)} data-testid="share-mixture">
            <ListItemIcon>
              <ShareOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={tSharing('action.share')} />
          </MenuItem>
        )}
      </Menu>
      {share.dialog}
    </>
  );
}
