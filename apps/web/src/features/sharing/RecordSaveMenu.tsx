import { useState } from 'react';
import type { ReactNode } from 'react';
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
import type { ShareKind } from './ShareDialog';
import { useRecordAccess } from './use-record-access';
import { useShareAction } from './use-share-action';

type RecordSaveMenuProps = {
  /** The record's kind: its share kind, the namespace of its menu texts (menu.open, menu.save,
   *  menu.premium) and the suffix of its test ids. */
  readonly kind: Extract<ShareKind, 'requirements' | 'mixture' | 'prediction'>;
  readonly disabled: boolean;
  readonly onSave: () => void;
  /** More items under share (the prediction's supplement and reports), given how to close the menu. */
  readonly moreItems?: (close: () => void) => ReactNode;
};

/**
 * The save menu of the requirements table and of the mix (docs/product/shell.md#screens,
 * docs/decisions/saved-requirements.md, docs/decisions/saved-mixes.md): save (premium; a consultant saves for
 * the client selected in the toolbar) and share (consultant), as on the prediction screen. A record shared
 * read-only or opened from a public link cannot be saved over. The PDF and Excel are the screens' export
 * buttons (docs/decisions/handover-exports.md).
 */
export function RecordSaveMenu({ kind, disabled, onSave, moreItems }: RecordSaveMenuProps) {
  const { t } = useTranslation(kind);
  const { t: tSharing } = useTranslation('sharing');
  const { can } = useAccess();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { recordId, readOnly } = useRecordAccess();
  const share = useShareAction(kind, recordId);
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
        data-testid={`${kind}-menu`}
      >
        {t('menu.open')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={choose(onSave)} disabled={readOnly !== null} data-testid={`save-${kind}`}>
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
            color={can(kind === 'prediction' ? 'save_prediction' : 'save_diet') ? 'warning' : 'default'}
            label={t('menu.premium')}
            sx={{ ml: 1 }}
          />
        </MenuItem>
        {readOnly !== 'link' && (
          <MenuItem onClick={choose(share.onShare)} data-testid={`share-${kind}`}>
            <ListItemIcon>
              <ShareOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={tSharing('action.share')} />
          </MenuItem>
        )}
        {moreItems?.(() => setAnchor(null))}
      </Menu>
      {share.dialog}
    </>
  );
}
