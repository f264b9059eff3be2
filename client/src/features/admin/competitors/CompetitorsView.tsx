import { Tabs } from '@/components/ui/recipes/tabs';
import { COMPETITOR_TABS, type CompetitorTab } from '@ctf/shared/schemas/admin';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ScrollingTabList } from '@/components/ui/scrolling-tab-list';
import { AdminPage } from '../components/AdminPage';
import { ADMIN_PATHS } from '../paths';
import { CompetitorList } from './CompetitorList';

const isTab = (value: string): value is CompetitorTab => (COMPETITOR_TABS as readonly string[]).includes(value);

/** /admin/competitors/{all,ctf-team,pending}: the title, its description and a tab bar; each tab has its own address. */
export function CompetitorsView({ tab }: { tab: CompetitorTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  return (
    <AdminPage title={t('admin.competitors.title')} description={t('admin.competitors.description')}>
      <Tabs.Root
        value={tab}
        onValueChange={({ value }) => {
          if (isTab(value)) void navigate(ADMIN_PATHS.competitorTab(value));
        }}
        variant="line"
      >
        <ScrollingTabList
          label={t('admin.competitors.tabsLabel')}
          value={tab}
          tabs={COMPETITOR_TABS.map((value) => ({ value, label: t(`admin.competitors.tabs.${value}`) }))}
          mb="5"
        />
        {/* Only the current tab's list exists (each tab is its own address); the old one leaves at once. */}
        <Tabs.Content key={tab} value={tab} p="0">
          <CompetitorList tab={tab} />
        </Tabs.Content>
      </Tabs.Root>
    </AdminPage>
  );
}
