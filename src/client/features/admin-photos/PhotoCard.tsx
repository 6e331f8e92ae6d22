import { Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { StaffPhoto } from '../../../shared/contract/admin-photos';
import { SearchForm } from '../../components/SearchForm';
import { AdminPhotosContext } from './admin-photos-context';

/** Finding a member to tag in the photo: by name, mobile or membership number. */
function TagPanel({ photo }: { photo: StaffPhoto }) {
  const actor = AdminPhotosContext.useActorRef();
  const query = AdminPhotosContext.useSelector((s) => s.context.playerQuery);
  const matches = AdminPhotosContext.useSelector((s) => s.context.matches);
  const busy = AdminPhotosContext.useSelector((s) => s.hasTag('busy'));
  const finding = AdminPhotosContext.useSelector((s) => s.matches('findingPlayers'));
  const tagged = new Set(photo.players.map((p) => p.memberId));
  return (
    <Stack gap="xs">
      <SearchForm
        name="Find a player"
        label="Name, mobile or membership number"
        value={query}
        busy={finding}
        disabled={query.trim().length < 2}
        submitLabel="Find"
        onChange={(text) => actor.send({ type: 'player.change', query: text })}
        onSubmit={() => actor.send({ type: 'player.search' })}
      />
      {matches !== null && matches.length === 0 ? <Text size="sm">No member found</Text> : null}
      {matches?.map((match) => (
        <Group key={match.memberId} justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm">
            {match.name} (no. {match.membershipId}
            {match.mobileEnding ? `, mobile …${match.mobileEnding}` : ''})
          </Text>
          <Button
            size="compact-sm"
            disabled={busy || tagged.has(match.memberId)}
            onClick={() => actor.send({ type: 'player.tag', memberId: match.memberId })}
          >
            {tagged.has(match.memberId) ? 'Tagged' : 'Tag'}
          </Button>
        </Group>
      ))}
      <Button
        variant="default"
        size="compact-sm"
        w="fit-content"
        onClick={() => actor.send({ type: 'tag.close' })}
      >
        Done tagging
      </Button>
    </Stack>
  );
}

/** One photo of the event: its caption, the players tagged in it, and its tagging and removal. */
export function PhotoCard({ photo }: { photo: StaffPhoto }) {
  const actor = AdminPhotosContext.useActorRef();
  const tagging = AdminPhotosContext.useSelector((s) => s.context.tagging === photo.id);
  // While one photo's players are being tagged, the others wait (their buttons come back with Done tagging).
  const panelOpen = AdminPhotosContext.useSelector((s) => s.context.tagging !== null);
  const busy = AdminPhotosContext.useSelector((s) => s.hasTag('busy'));
  return (
    <Card withBorder padding="sm" component="article" aria-label={`Photo ${photo.id}`}>
      <Card.Section>
        <Image src={photo.mediumUrl} alt={photo.caption} h={180} fit="cover" />
      </Card.Section>
      <Stack gap="xs" mt="xs">
        <Text size="sm">{photo.caption}</Text>
        {photo.players.length === 0 ? (
          <Text size="sm" c="gray.7">
            No player tagged
          </Text>
        ) : (
          <Group gap={4} wrap="wrap" aria-label="Players tagged">
            {photo.players.map((player) => (
              <Group key={player.memberId} gap={2} wrap="nowrap">
                <Text size="sm">{player.name}</Text>
                <Button
                  variant="subtle"
                  size="compact-xs"
                  disabled={busy}
                  aria-label={`Remove ${player.name}'s tag`}
                  onClick={() =>
                    actor.send({ type: 'player.untag', photoId: photo.id, memberId: player.memberId })
                  }
                >
                  {/* The name says whose tag; the visible word starts it (axe: label-content-name-mismatch). */}
                  Remove
                </Button>
              </Group>
            ))}
          </Group>
        )}
        {tagging ? <TagPanel photo={photo} /> : null}
        {panelOpen ? null : (
          <Group gap="xs" wrap="wrap">
            <Button
              variant="light"
              size="compact-sm"
              disabled={busy}
              onClick={() => actor.send({ type: 'tag.open', photoId: photo.id })}
            >
              Tag players
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              disabled={busy}
              onClick={() => actor.send({ type: 'photo.remove', photoId: photo.id })}
            >
              Remove photo
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
