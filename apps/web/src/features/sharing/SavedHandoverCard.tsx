import { useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../ui/SectionCard';
import { ShareDialog } from './ShareDialog';

/**
 * A saved supplement or comparison opened read-only (docs/decisions/saved-supplements-comparisons.md): its
 * name as the title (`handover.savedTitle`), a share button (`saved-<kind>-share`) when `id` is given (not
 * for a public link's copy), then its content.
 */
export function SavedHandoverCard({
  kind,
  id,
  name,
  testId,
  children,
}: {
  readonly kind: 'supplement' | 'comparison';
  readonly id: number | null;
  readonly name: string;
  readonly testId: string;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation(kind);
  const [isSharing, setIsSharing] = useState(false);
  return (
    <SectionCard title={t('handover.savedTitle', { name })}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid={testId}>
        {id !== null && (
          <Box>
            <Button
              startIcon={<ShareOutlined />}
              onClick={() => setIsSharing(true)}
              data-testid={`saved-${kind}-share`}
            >
              {t('handover.share')}
            </Button>
          </Box>
        )}
        {children}
      </Box>
      {isSharing && <ShareDialog kind={kind} recordId={id} onClose={() => setIsSharing(false)} />}
    </SectionCard>
  );
}
