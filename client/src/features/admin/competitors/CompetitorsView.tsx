import { Tabs } from '@chakra-ui/react/tabs';
import { COMPETITOR_TABS, type CompetitorTab } from '@ctf/shared/schemas/admin';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AdminPage } from '../components/AdminPage';
import { ADMIN_PATHS } from '../paths';
import { CompetitorList } from './CompetitorList';

const isTab = (value: string): value is CompetitorTab => (COMPETITOR_TABS as readonly string[]).includes(value);

/** /admin/competitors/{all,ctf-team,pending}: the title, its description and a tab bar; each tab has its own address. */
export function CompetitorsView({ tab }: { tab: CompetitorTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listRef = useRef<HTMLDivElement>(null);
  // On a phone the tab row scrolls sideways: the chosen tab is brought into view (an address may
  // open any tab), without moving the page itself.
  useLayoutEffect(() => {
    const list = listRef.current;
    const chosen = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!list || !chosen) return;
    const row = list.getBoundingClientRect();
    const box = chosen.getBoundingClientRect();
    if (box.left < row.left) list.scrollLeft -= row.left - box.left;
    else if (box.right > row.right) list.scrollLeft += box.right - row.right;
  }, [tab]);

  return (
    <AdminPage title={t('admin.competitors.title')} description={t('admin.competitors.description')}>
      <Tabs.Root
        value={tab}
        onValueChange={({ value }) => {
          if (isTab(value)) void navigate(ADMIN_PATHS.competitorTab(value));
        }}
        variant="line"
      >
        <Tabs.List
          ref={listRef}
          aria-label={t('admin.competitors.tabsLabel')}
          overflowX="auto"
          overflowY="hidden"
          mb="5"
        >
          {COMPETITOR_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} whiteSpace="nowrap" flexShrink={0}>
              {t(`admin.competitors.tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* Only the current tab's list exists (each tab is its own address); the old one leaves at once. */}
        <Tabs.Content key={tab} value={tab} p="0">
          <CompetitorList tab={tab} />
        </Tabs.Content>
      </Tabs.Root>
    </AdminPage>
  );
}
