import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { needsFullPageLoad } from '../../shared/full-load-paths';
import { sanitiseRichContent } from './rich-content';

/** Sanitised CMS HTML whose internal links route inside the app where the spec allows it. */
export function RichContent({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (!href.startsWith('/') || href.startsWith('//')) return;
    if (import.meta.env.PROD && needsFullPageLoad(href)) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <Typography>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegation only re-routes clicks on the links inside */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: as above */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify first */}
      <div onClick={onClick} dangerouslySetInnerHTML={{ __html: sanitiseRichContent(html) }} />
    </Typography>
  );
}
