import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_TABS, pathOfTab, tabOfLocation } from './admin-tabs';
import type { AdminTab } from './admin-tabs';
import { AdsTab } from './AdsTab';
import { CompaniesTab } from './CompaniesTab';
import { CouponsTab } from './CouponsTab';
import { DietsTab } from './DietsTab';
import { FeedbackTab } from './FeedbackTab';
import { FeedsTab } from './FeedsTab';
import { FlagsTab } from './FlagsTab';
import { FreeMapTab } from './FreeMapTab';
import { HelpItemsTab } from './HelpItemsTab';
import { LogsTab } from './LogsTab';
import { MessagesTab } from './MessagesTab';
import { PremiumRequestsTab } from './PremiumRequestsTab';
import { ProductReportTab } from './ProductReportTab';
import { ReportsTab } from './ReportsTab';
import { UsersTab } from './UsersTab';
import { CallQueryProvider } from '../../api/query';

/** Each tab's label (an i18n key, admin namespace unless named) and screen. */
const TABS: Record<AdminTab, readonly [string, () => ReactNode]> = {
  users: ['tabs.users', () => <UsersTab />],
  premium: ['tabs.premium', () => <PremiumRequestsTab />],
  feeds: ['tabs.feeds', () => <FeedsTab />],
  flags: ['tabs.flags', () => <FlagsTab />],
  ads: ['tabs.ads', () => <AdsTab />],
  coupons: ['tabs.coupons', () => <CouponsTab />],
  logs: ['tabs.logs', () => <LogsTab />],
  companies: ['adminCompanies:tab', () => <CompaniesTab />],
  freeMap: ['adminFreeMap:tab', () => <FreeMapTab />],
  messages: ['tabs.messages', () => <MessagesTab />],
  reports: ['tabs.reports', () => <ReportsTab />],
  feedback: ['tabs.feedback', () => <FeedbackTab />],
  help: ['tabs.help', () => <HelpItemsTab />],
  diets: ['tabs.diets', () => <DietsTab />],
  report: ['tabs.report', () => <ProductReportTab />],
};

/**
 * /adm, /adm/solicitacaoPremium and /adm/logs (docs/product/shell.md#screens, docs/product/shell.md#roles Administrator): one page of tabs, each at
 * its own address. The route guard lets only administrators in; the server refuses everyone else too.
 */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const tab = tabOfLocation(location.pathname, searchParams);

  return (
    <Box sx={{ maxWidth: 1300, mx: 'auto', width: '100%' }}>
      <Card>
        <Tabs
          value={tab}
          onChange={(_event, next: AdminTab) => void navigate(pathOfTab(next))}
          variant="scrollable"
          scrollButtons="auto"
        >
          {ADMIN_TABS.map((value) => (
            <Tab key={value} value={value} label={t(TABS[value][0])} data-testid={`admin-tab-${value}`} />
          ))}
        </Tabs>
        {/* The admin tabs read server state through TanStack Query (api/query.tsx). */}
        <CallQueryProvider>
          <CardContent>{TABS[tab][1]()}</CardContent>
        </CallQueryProvider>
      </Card>
    </Box>
  );
}
