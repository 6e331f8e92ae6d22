import { Anchor, type AnchorProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { needsFullPageLoad } from '../../shared/full-load-paths';

interface AppLinkProps extends AnchorProps {
  to: string;
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  'aria-current'?: 'page';
}

/** A link inside the site; the spec's full-load paths leave the SPA on the production build. */
export function AppLink({ to, children, ...rest }: AppLinkProps) {
  if (import.meta.env.PROD && needsFullPageLoad(to)) {
    return (
      <Anchor href={to} {...rest}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} to={to} {...rest}>
      {children}
    </Anchor>
  );
}
