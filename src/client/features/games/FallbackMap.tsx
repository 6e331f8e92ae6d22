import { Anchor, Box, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Game } from '../../../shared/contract/game';
import { EVENT_STATUS } from '../../../shared/event-types';
import type { Coords } from '../../../shared/geo';
import { formatGameStart } from './game-format';

const WIDTH = 1000;
const PADDING = 40;

interface Point {
  x: number;
  y: number;
}

/**
 * A map drawn without any map service: games and the player placed by an equirectangular projection
 * around their mean latitude, so distances and bearings between them stay true to scale.
 */
export interface GamesMapProps {
  games: Game[];
  position: Coords | null;
  height: number;
}

export function FallbackMap({ games, position, height }: GamesMapProps) {
  const points = [
    ...games.map((g) => ({ lat: g.venue.latitude, long: g.venue.longitude })),
    ...(position ? [position] : []),
  ];
  if (points.length === 0) {
    return (
      <Box h={height} bg="gray.1" style={{ display: 'grid', placeItems: 'center', borderRadius: 8 }}>
        <Text c="dimmed">No games to show on the map.</Text>
      </Box>
    );
  }
  const meanLat = points.reduce((sum, p) => sum + p.lat, 0) / points.length;
  const kx = Math.cos((meanLat * Math.PI) / 180);
  const xs = points.map((p) => p.long * kx);
  const ys = points.map((p) => -p.lat);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const viewHeight = (WIDTH * height) / 640;
  const scale = Math.min(
    (WIDTH - 2 * PADDING) / Math.max(maxX - minX, 0.01),
    (viewHeight - 2 * PADDING) / Math.max(maxY - minY, 0.01),
  );
  const project = (c: Coords): Point => ({
    x: WIDTH / 2 + (c.long * kx - (minX + maxX) / 2) * scale,
    y: viewHeight / 2 + (-c.lat - (minY + maxY) / 2) * scale,
  });
  // A scale bar of a round number of kilometres, about a fifth of the width.
  const kmPerUnit = 111.32 / scale;
  const barKm = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000].find((km) => km / kmPerUnit > WIDTH / 8) ?? 1000;

  return (
    <Box pos="relative" data-testid="fallback-map">
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG cannot be a <fieldset>; the group names the map's links */}
      <svg
        viewBox={`0 0 ${WIDTH} ${viewHeight}`}
        width="100%"
        height={height}
        role="group"
        aria-label={`Map of ${games.length} games`}
        style={{ background: 'linear-gradient(#e7f0f7, #dbe8f1)', borderRadius: 8, display: 'block' }}
      >
        {games.map((game) => {
          const p = project({ lat: game.venue.latitude, long: game.venue.longitude });
          return (
            <a
              key={game.id}
              href={`/event/${game.id}`}
              aria-label={`${game.title}, ${formatGameStart(game)}`}
            >
              <title>{`${game.title} - ${game.venue.suburb}, ${formatGameStart(game)}`}</title>
              <path
                d={`M${p.x} ${p.y} l-9 -16 a10 10 0 1 1 18 0 z`}
                fill={game.eventStatusId === EVENT_STATUS.onHold ? '#868e96' : '#c8102e'}
                stroke="#fff"
                strokeWidth="2"
              />
            </a>
          );
        })}
        {position &&
          (() => {
            const p = project(position);
            return (
              <g aria-label="You are here">
                <circle cx={p.x} cy={p.y} r="14" fill="#1d4ed8" opacity="0.2" />
                <circle cx={p.x} cy={p.y} r="7" fill="#1d4ed8" stroke="#fff" strokeWidth="2" />
              </g>
            );
          })()}
        <g transform={`translate(${PADDING}, ${viewHeight - 18})`}>
          <rect width={barKm / kmPerUnit} height="6" fill="#343a40" />
          <text y="-6" fontSize="16" fill="#343a40">
            {barKm} km
          </text>
        </g>
      </svg>
      <Text fz="xs" c="dimmed" mt={4}>
        Offline map: game positions are to scale. Street maps appear when the site has a Google Maps key.{' '}
        <Anchor component={Link} to="/types/all" fz="xs" underline="always">
          List view
        </Anchor>
      </Text>
    </Box>
  );
}
