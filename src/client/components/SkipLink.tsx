import './skip-link.css';
import { Anchor } from '@mantine/core';
import type { MouseEvent } from 'react';

/**
 * A link past a long part of the page, for keyboard users: hidden until it is focused. It moves the focus to
 * its target (which has tabIndex -1), so the next Tab goes on from there, and leaves the address as it is.
 */
export function SkipLink({ to, children }: { to: `#${string}`; children: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(to.slice(1));
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <Anchor href={to} className="apl-skip-link" onClick={skip}>
      {children}
    </Anchor>
  );
}
