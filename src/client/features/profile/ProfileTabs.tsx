import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router-dom';

/** The profile's tabs: sections of /profile, and the two own-only sub-routes. */
export const PROFILE_TABS = [
  { value: 'dashboard', label: 'Dashboard', ownOnly: false },
  { value: 'ptc', label: 'PTC Summary', ownOnly: true },
  { value: 'ticketChange', label: 'Voucher History', ownOnly: true },
  { value: 'leaderboard', label: 'Leaderboard', ownOnly: false },
  { value: 'myGames', label: 'Recent Games & Results', ownOnly: true },
  { value: 'qualifications', label: 'Qualifications', ownOnly: true },
  { value: 'achievements', label: 'Achievements', ownOnly: false },
  { value: 'photos', label: 'Photo Gallery', ownOnly: false },
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number]['value'];
export type ProfileSection = Exclude<ProfileTab, 'ptc' | 'ticketChange'>;

const SUB_ROUTES: Partial<Record<ProfileTab, string>> = {
  ptc: '/profile/ptc',
  ticketChange: '/profile/ticketChange',
};

/** Where a tab goes: a sub-route, or /profile?section={tab} (another player's profile keeps its address). */
export const tabHref = (tab: ProfileTab, base = '/profile') => SUB_ROUTES[tab] ?? `${base}?section=${tab}`;

export function ProfileTabs({
  active,
  own,
  base = '/profile',
}: {
  active: ProfileTab;
  own: boolean;
  base?: string;
}) {
  const navigate = useNavigate();
  return (
    <Tabs
      value={active}
      onChange={(value) => {
        const tab = PROFILE_TABS.find((t) => t.value === value);
        // Always to a whole address: a click on this page's tabs while the next route still loads must not
        // add ?section= to the address being left (/profile/ptc?section=photos).
        if (tab) navigate(tabHref(tab.value, base));
      }}
      keepMounted={false}
    >
      <Tabs.List>
        {PROFILE_TABS.filter((tab) => own || !tab.ownOnly).map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
