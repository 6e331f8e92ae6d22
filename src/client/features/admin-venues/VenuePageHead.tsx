import { Alert, Anchor, Button, Loader, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { pageTitle } from '../../../shared/site';

/**
 * The head of a venue's office pages (its details, its weekly games): back to the venues, the title, and the
 * load's wait or failure with Try again.
 */
export function VenuePageHead({
  title,
  what,
  loading,
  failed,
  error,
  onRetry,
}: {
  title: string;
  /** What is loaded, as the wait and the failure name it: 'the venue', 'the weekly games'. */
  what: string;
  loading: boolean;
  failed: boolean;
  error: string | null;
  onRetry: () => void;
}) {
  return (
    <>
      <title>{pageTitle(title)}</title>
      <Anchor component={Link} to="/admin/venues">
        All venues
      </Anchor>
      <Title order={1}>{title}</Title>
      {loading ? <Loader aria-label={`Loading ${what}`} /> : null}
      {failed ? (
        <Alert
          color="red"
          role="alert"
          title={`${what.charAt(0).toUpperCase()}${what.slice(1)} could not be loaded`}
        >
          <Text>{error}</Text>
          <Button mt="xs" variant="light" onClick={onRetry}>
            Try again
          </Button>
        </Alert>
      ) : null}
    </>
  );
}
