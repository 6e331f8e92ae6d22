import { Anchor, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pageTitle } from '../../shared/site';
import { LoadFailed } from './LoadFailed';
import { PageLoader } from './PageLoader';

/**
 * An editor's page around its form: the document title, the way back to the list, the heading, and while the
 * thing edited loads, a loader (or, if it could not be loaded, a way to try again) in place of the form.
 */
export function EditorFrame({
  documentTitle,
  back,
  heading,
  loading,
  failedTitle,
  onRetry,
  children,
}: {
  documentTitle: string;
  back: { to: string; label: string };
  heading: string;
  loading: boolean;
  /** Set when the load failed. */
  failedTitle: string | null;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      <title>{pageTitle(documentTitle)}</title>
      <Anchor component={Link} to={back.to} size="sm">
        {back.label}
      </Anchor>
      <Title order={1}>{heading}</Title>
      {loading && <PageLoader />}
      {failedTitle && <LoadFailed title={failedTitle} onRetry={onRetry} />}
      {!loading && !failedTitle && children}
    </Stack>
  );
}
