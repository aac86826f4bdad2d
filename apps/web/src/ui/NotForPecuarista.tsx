import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { isPecuarista } from '../layout/menu-links';
import { useSession } from '../session/SessionProvider';

/** The mixture and supplement screens are not for cattle farmers (docs/product/shell.md#screens). */
export function NotForPecuarista({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation('mixture');
  const { user } = useSession();
  if (user && isPecuarista(user))
    return (
      <Alert severity="info" data-testid="not-for-pecuarista">
        {t('notForPecuarista')}
      </Alert>
    );
  return children;
}
