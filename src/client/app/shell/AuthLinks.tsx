import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { loginUrl } from '../../api/login-redirect';

export function AuthLinks({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const here = useLocation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button component={Link} to="/register" variant="outline" color="yellow.5" size={size}>
        Register
      </Button>
      <Button
        component="a"
        href={loginUrl(`${here.pathname}${here.search}${here.hash}`)}
        color="yellow.5"
        c="dark"
        size={size}
      >
        Login
      </Button>
    </Group>
  );
}
