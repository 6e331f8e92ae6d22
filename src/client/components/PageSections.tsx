import '@mantine/core/styles/Tabs.css';
import { Stack, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useWideScreen } from './use-wide-screen';

export interface PageSection {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * A page's sections: all at once, each under its heading, on a wide screen (992 px and up); tabs on a
 * phone, where only the open tab is mounted (and loads).
 */
export function PageSections({
  sections,
  defaultTab,
  idPrefix,
}: {
  sections: PageSection[];
  defaultTab: string;
  idPrefix: string;
}) {
  const wide = useWideScreen();
  if (wide) {
    return (
      <Stack gap="xl">
        {sections.map((section) => (
          <section key={section.value} aria-labelledby={`${idPrefix}-${section.value}`}>
            <Title order={2} fz="h3" mb="sm" id={`${idPrefix}-${section.value}`}>
              {section.label}
            </Title>
            {section.content}
          </section>
        ))}
      </Stack>
    );
  }
  return (
    <Tabs defaultValue={defaultTab} keepMounted={false}>
      {/* The tabs wrap onto a second line rather than run off a narrow phone ('Photo Ga'). */}
      <Tabs.List mb="md">
        {sections.map((section) => (
          <Tabs.Tab key={section.value} value={section.value}>
            {section.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {sections.map((section) => (
        <Tabs.Panel key={section.value} value={section.value}>
          {section.content}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
