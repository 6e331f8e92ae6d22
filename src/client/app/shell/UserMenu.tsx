import '@mantine/core/styles/Menu.css';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { LoggedMember } from '../../../shared/contract/account';
import { DEFAULT_AVATAR } from '../../../shared/site';
import { isStaff } from '../../../shared/staff-roles';
import { LogoutForm } from './LogoutForm';
import { memberGreeting } from './member-greeting';

const ITEMS: { label: string; to: string; mobileOnly?: boolean }[] = [
  { label: 'Dashboard', to: '/profile?section=dashboard' },
  { label: 'My Leaderboard', to: '/profile?section=leaderboard' },
  { label: 'My Games & Results', to: '/profile?section=myGames', mobileOnly: true },
  { label: 'My Qualifications', to: '/profile?section=qualifications', mobileOnly: true },
  { label: 'My Photos', to: '/profile?section=photos' },
  { label: 'My Achievements', to: '/profile?section=achievements' },
  { label: 'My Account', to: '/profile/account' },
];

export function UserMenu({ member }: { member: LoggedMember }) {
  return (
    <Menu position="bottom-end" width={230} shadow="md" withinPortal={false}>
      <Menu.Target>
        <UnstyledButton
          aria-label={`${memberGreeting(member)}: open user menu`}
          data-testid="user-menu-button"
        >
          <Group gap={8} wrap="nowrap">
            <Text c="white" fw={600} fz="sm" visibleFrom="md">
              {memberGreeting(member)}
            </Text>
            <Avatar
              src={member.avatar || DEFAULT_AVATAR}
              alt={`${member.firstName} ${member.lastName}`}
              radius="xl"
              size={34}
              imageProps={{ onError: (e) => (e.currentTarget.src = DEFAULT_AVATAR) }}
            />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {ITEMS.map((item) => (
          <Menu.Item
            key={item.label}
            component={Link}
            to={item.to}
            hiddenFrom={item.mobileOnly ? 'md' : undefined}
          >
            {item.label}
          </Menu.Item>
        ))}
        {member.ptc >= 0 && (
          <Menu.Item component={Link} to="/profile/ptctransfer">
            Transfer PTC
          </Menu.Item>
        )}
        {isStaff(member.role) && (
          <>
            <Menu.Divider />
            <Menu.Item component={Link} to="/admin">
              League office
            </Menu.Item>
          </>
        )}
        <Menu.Divider />
        <LogoutForm />
        <LogoutForm everywhere />
      </Menu.Dropdown>
    </Menu>
  );
}
