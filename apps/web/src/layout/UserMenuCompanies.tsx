import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TMyCompanyLink } from '@cocho/contracts';
import { call } from '../api/client';
import { useErrorText } from '../i18n/use-error-text';
import { useSession } from '../session/SessionProvider';
import { usePartnerInfo } from '../session/use-partner-info';
import { useAlert } from '../ui/AlertProvider';
import { lazyView } from '../ui/lazy-view';

/**
 * The company-link request form (react-hook-form and its call's schema) loads when first asked for, not with
 * the signed-in layout (docs/decisions/first-screen-budget.md).
 */
const requestCompanyLinkView = lazyView(
  async () => (await import('./RequestCompanyLinkDialog')).RequestCompanyLinkDialog,
);
const RequestCompanyLinkDialog = requestCompanyLinkView.View;

/**
 * The user menu's company part (docs/product/shell.md#screens User menu): the linked companies with the access type, the
 * invitations to accept or decline, and on desktop the partner logo with "licensed for <company>". `links` is the
 * last answer of empresa/minhas, which the menu asks for each time it opens and keeps while closed (UserMenu.tsx);
 * null until the first answer, when nothing is drawn, so the part appears once, whole, and the menu's items below
 * it do not move twice. `onChanged` asks again; an answer to an invitation refreshes the session too, so the
 * abilities follow.
 */
export function UserMenuCompanies({
  links,
  onChanged,
}: {
  readonly links: readonly TMyCompanyLink[] | null;
  readonly onChanged: () => void;
}) {
  const { t } = useTranslation('company');
  const errorText = useErrorText();
  const { showAlert } = useAlert();
  const { checkToken } = useSession();
  const partner = usePartnerInfo();
  const [isBusy, setIsBusy] = useState(false);
  const [isRequesting, setIsRequesting] = useState(false);
  // Mounted from the first request on, so closing it keeps its exit transition.
  const [hasRequested, setHasRequested] = useState(false);

  const answer = async (link: TMyCompanyLink, accept: boolean) => {
    setIsBusy(true);
    try {
      await call(accept ? 'acceptInvitation' : 'declineInvitation', { id_emp_user: link.id_emp_user });
      showAlert(t(accept ? 'menu.accepted' : 'menu.declined'), 'success');
      onChanged();
      await checkToken();
    } catch (error) {
      showAlert(errorText(error), 'error');
    } finally {
      setIsBusy(false);
    }
  };

  const requestButton = (
    <>
      <Button
        size="small"
        onClick={() => {
          setHasRequested(true);
          setIsRequesting(true);
        }}
        data-testid="request-company-link"
      >
        {t('request.open')}
      </Button>
      {hasRequested && (
        <RequestCompanyLinkDialog
          isOpen={isRequesting}
          onClose={(sent) => {
            setIsRequesting(false);
            if (sent) onChanged();
          }}
        />
      )}
    </>
  );
  if (links === null) return null;
  if (links.length === 0 && !partner)
    return (
      <>
        <Divider />
        <Box sx={{ px: 1, py: 0.5 }}>{requestButton}</Box>
      </>
    );
  return (
    <>
      <Divider />
      <Box sx={{ px: 2, py: 1, maxWidth: 300 }} data-testid="user-menu-companies">
        {links.length > 0 && (
          <Typography variant="overline" color="text.secondary">
            {t('menu.companies')}
          </Typography>
        )}
        {links.map((link) => (
          <Box key={link.id_emp_user} sx={{ py: 0.5 }} data-testid={`user-company-${link.id_empresa}`}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {link.nome_fantasia}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {link.situacao === 'convidado'
                ? t('menu.invitation', { access: t(`access.${link.acesso}`) })
                : link.situacao === 'solicitado'
                  ? t('menu.requested')
                  : t('menu.linkedAs', { access: t(`access.${link.acesso}`) })}
              {!link.empresa_ativa && ` · ${t('menu.inactive')}`}
            </Typography>
            {link.situacao === 'convidado' && (
              <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
                <Button
                  size="small"
                  variant="contained"
                  disabled={isBusy}
                  onClick={() => void answer(link, true)}
                >
                  {t('menu.accept')}
                </Button>
                <Button size="small" disabled={isBusy} onClick={() => void answer(link, false)}>
                  {t('menu.decline')}
                </Button>
              </Box>
            )}
          </Box>
        ))}
        <Box sx={{ mx: -1 }}>{requestButton}</Box>
        {partner?.logo && (
          <Tooltip title={t('menu.licensedFor', { company: partner.nome })}>
            <Box
              component="img"
              src={partner.logo}
              alt={t('menu.partnerLogoAlt', { company: partner.nome })}
              data-testid="partner-logo"
              sx={{ display: { xs: 'none', md: 'block' }, maxWidth: 160, maxHeight: 60, mt: 1 }}
            />
          </Tooltip>
        )}
      </Box>
    </>
  );
}
