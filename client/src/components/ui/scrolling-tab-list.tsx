import { Tabs } from '@/components/ui/recipes/tabs';
import { useLayoutEffect, useRef } from 'react';

/**
 * A tab row that never cuts a tab: on a phone the tabs that do not fit go on to a second row (each
 * label stays on one line); from md up the row scrolls sideways when it is wider than its box, and
 * the chosen tab is brought into view (an address may open any tab) without moving the page itself.
 */
export function ScrollingTabList({
  label,
  value,
  tabs,
  mb,
}: {
  label: string;
  /** The chosen tab's value. */
  value: string;
  tabs: { value: string; label: string }[];
  mb?: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    const chosen = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!list || !chosen) return;
    const row = list.getBoundingClientRect();
    const box = chosen.getBoundingClientRect();
    if (box.left < row.left) list.scrollLeft -= row.left - box.left;
    else if (box.right > row.right) list.scrollLeft += box.right - row.right;
  }, [value]);
  return (
    <Tabs.List
      ref={listRef}
      aria-label={label}
      flexWrap={{ base: 'wrap', md: 'nowrap' }}
      overflowX="auto"
      overflowY="hidden"
      maxW="full"
      mb={mb}
    >
      {tabs.map((tab) => (
        <Tabs.Trigger key={tab.value} value={tab.value} whiteSpace="nowrap" flexShrink={0} px={{ base: '3', md: '4' }}>
          {tab.label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
