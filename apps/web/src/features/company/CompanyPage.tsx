import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isAdministrator } from '@cocho/contracts';
import type { TCompanyLink } from '@cocho/contracts';
import { withCallQueries, useCallQuery } from '../../api/query';
import { useSession } from '../../session/SessionProvider';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { AddCollaboratorForm } from './AddCollaboratorForm';
import { ClientsList } from './ClientsList';
import { CollaboratorsPage } from './CollaboratorsPage';
import { CompanyEditForm } from './CompanyEditForm';
import { CompanyFeedForm } from './CompanyFeedForm';
import { CompanyFeedsPage } from './CompanyFeedsPage';
import { CompanyHome } from './CompanyHome';
import { CompanyReportsPage } from './CompanyReportsPage';
import {
  activeCompanyLinkOf,
  canAskForContacts,
  canManageCompany,
  canManageCompanyFeeds,
  canReadCollaborators,
  canReadCompanyFeeds,
} from './company-of-user';
import { PartnersList } from './PartnersList';
import { SalesContactsPage } from './SalesContactsPage';

const SECTION_PATHS = {
  home: '/empresa',
  edit: '/empresa/editar',
  collaborators: '/empresa/colaboradores',
  addCollaborator: '/empresa/add-colaborador',
  contacts: '/empresa/add-contato-emp-tecnico',
  partners: '/empresa/parceiros',
  clients: '/empresa/clientes',
  feeds: '/empresa/alimentos',
  addFeed: '/empresa/add-alimento',
  reports: '/empresa/relatorios',
} as const;
type Section = keyof typeof SECTION_PATHS;

function sectionOf(pathname: string): Section {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  const found = (Object.keys(SECTION_PATHS) as Section[]).find((key) => SECTION_PATHS[key] === path);
  return found ?? 'home';
}

/**
 * A company page the caller's position may not open (never the home page in its place): what it is
 * for and, for sales staff asking for clients, where their clients are (the consultant area, docs/product/shell.md#screens).
 */
function NotForPosition({ asked, access }: { asked: Section; access: number }) {
  const { t } = useTranslation('company');
  const who = asked === 'reports' ? 'reportsWho' : asked === 'clients' ? 'clientsWho' : 'staffWho';
  const salesStaff = access !== 3;
  return (
    <Alert severity="warning" data-testid="company-not-for-position">
      <Stack spacing={1}>
        <span>{t('page.notForPosition', { cargo: t(`access.${access}`) })}</span>
        <span>{t(`page.${who}`)}</span>
        {asked === 'clients' && salesStaff && <span>{t('page.yourClients')}</span>}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {asked === 'clients' && salesStaff && (
            <Button component={Link} to="/consultor" variant="contained" size="small">
              {t('page.openConsultant')}
            </Button>
          )}
          <Button component={Link} to={SECTION_PATHS.home} size="small">
            {t('page.backHome')}
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}

/**
 * The company area (docs/product/shell.md#screens /empresa routes): the company's record, its edit form with the logo, the
 * collaborators with pending requests, the invitation form, the partners and the linked producers. It works
 * on the company of the user's active link; what a position may not do is not offered (the server refuses
 * it anyway). Its screens read server state through the query layer (api/query.tsx).
 */
export const CompanyPage = withCallQueries(CompanyArea);

function CompanyArea() {
  const { t } = useTranslation('company');
  const { user } = useSession();
  const link = activeCompanyLinkOf(user);

  if (!link) {
    // An administrator with no company of their own reaches every company from company control.
    if (user && isAdministrator(user))
      return (
        <Alert
          severity="info"
          data-testid="company-admin-way"
          action={
            <Button component={Link} to="/adm/empresaControle" color="inherit" size="small">
              {t('page.openCompanyControl')}
            </Button>
          }
        >
          {t('page.adminNoCompany')}
        </Alert>
      );
    return <Alert severity="info">{t('page.noCompany')}</Alert>;
  }
  return <LinkedCompany link={link} />;
}

/** The area of the company of the user's active link. */
function LinkedCompany({ link }: { link: TCompanyLink }) {
  const { t } = useTranslation('company');
  const { pathname } = useLocation();
  const { data: answer, error, refetch } = useCallQuery('getCompany', { id_empresa: link.id_empresa });
  const reload = () => void refetch();
  const company = answer?.data;
  if (error && !company)
    return <LoadError message={t('page.loadError')} retryLabel={t('page.retry')} onRetry={reload} />;
  if (!company) return <Loading />;

  const isManager = canManageCompany(link);
  const sections: Section[] = [
    'home',
    ...(isManager ? (['edit'] as const) : []),
    ...(canReadCollaborators(link) ? (['collaborators', 'clients'] as const) : []),
    ...(isManager ? (['addCollaborator'] as const) : []),
    ...(canAskForContacts(link) ? (['contacts'] as const) : []),
    ...(canReadCompanyFeeds(link) ? (['feeds'] as const) : []),
    ...(canManageCompanyFeeds(link) ? (['addFeed', 'reports'] as const) : []),
    'partners',
  ];
  const asked = sectionOf(pathname);
  const isRefused = !sections.includes(asked);
  const section = isRefused ? 'home' : asked;

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', width: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Tabs value={isRefused ? false : section} variant="scrollable" allowScrollButtonsMobile>
        {sections.map((key) => (
          <Tab
            key={key}
            value={key}
            label={key === 'contacts' ? t('contacts:nav') : t(`nav.${key}`)}
            component={Link}
            to={SECTION_PATHS[key]}
          />
        ))}
      </Tabs>
      {isRefused && <NotForPosition asked={asked} access={link.acesso} />}
      {section === 'home' && !isRefused && <CompanyHome company={company} access={link.acesso} />}
      {section === 'edit' && <CompanyEditForm company={company} onSaved={reload} />}
      {section === 'collaborators' && <CollaboratorsPage companyId={company.id} canManage={isManager} />}
      {section === 'addCollaborator' && <AddCollaboratorForm companyId={company.id} />}
      {section === 'contacts' && <SalesContactsPage companyId={company.id} />}
      {section === 'partners' && <PartnersList companyId={company.id} />}
      {section === 'clients' && <ClientsList companyId={company.id} />}
      {section === 'feeds' && (
        <CompanyFeedsPage companyId={company.id} canManage={canManageCompanyFeeds(link)} />
      )}
      {section === 'addFeed' && <CompanyFeedForm companyId={company.id} canRestrict={isManager} />}
      {section === 'reports' && (
        <CompanyReportsPage companyId={company.id} companyName={company.nome_fantasia} />
      )}
    </Box>
  );
}
