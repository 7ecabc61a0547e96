import { Tabs } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTabParam } from '../../hooks/use-tab-param';

export interface UrlTabsProps<K extends string> {
  /** The tabs in order; the first is the one shown without (or with an unknown) `?tab=`. */
  tabs: readonly K[];
  labels: Record<K, string>;
  panels: Record<K, ComponentType>;
  /** The tab list's accessible name ('Sections du tableau de bord'). */
  label: string;
}

/**
 * A dashboard's tabs, the open one kept in the URL's `?tab=` (reload and back keep it). Only
 * the open panel is mounted, so each tab loads its data when shown.
 */
export function UrlTabs<K extends string>({ tabs, labels, panels, label }: UrlTabsProps<K>) {
  const [tab, setTab] = useTabParam(tabs);
  const Panel: ComponentType = panels[tab];
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List aria-label={label} style={{ flexWrap: 'wrap' }}>
        {tabs.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {labels[value]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={tab} pt="lg">
        <Panel />
      </Tabs.Panel>
    </Tabs>
  );
}
