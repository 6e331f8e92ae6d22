import './skip-link.css';
import { Anchor } from '@mantine/core';

/** A link past a long part of the page, for keyboard users: hidden until it is focused. */
export function SkipLink({ to, children }: { to: `#${string}`; children: string }) {
  return (
    <Anchor href={to} className="apl-skip-link">
      {children}
    </Anchor>
  );
}
