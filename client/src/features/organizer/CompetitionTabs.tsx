import { Tabs } from '@/components/ui/recipes/tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ScrollingTabList } from '../../components/ui/scrolling-tab-list';
import type { Competition } from '../competitions/types';
import { pathOfTab, tabOfPath, visibleTabs, type CompetitionTab } from './competition-tabs';

/** The edit page's tabs; each is its own address, so a tab can be linked to and survives a reload. */
export function CompetitionTabs({ competition, children }: { competition: Competition; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const current = tabOfPath(pathname, competition.slug);
  return (
    <Tabs.Root
      value={current}
      // The list's state (issue 12 item 6) goes along, so Back still returns to the same page of it.
      onValueChange={(details) => navigate(pathOfTab(competition.slug, details.value as CompetitionTab), { state })}
      variant="line"
      lazyMount
      unmountOnExit
    >
      <ScrollingTabList
        label={t('organizerArea.edit.tabs.label')}
        value={current}
        tabs={visibleTabs(competition).map((tab) => ({ value: tab, label: t(`organizerArea.edit.tabs.${tab}`) }))}
      />
      <Tabs.Content value={current} pt="6">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
