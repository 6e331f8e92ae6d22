import { Box, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PublicFloor } from '../../../shared/contract/floor';
import { DEAL_METHOD_NAMES } from '../../../shared/deals';
import { formatDollars } from '../../../shared/money';
import { placeText, seatText } from './floor-texts';

/** How many of the latest moves the TV shows. */
export const TV_MOVES = 5;

const HEADING = { base: 16, md: '1.8vw' } as const;
const LINE = { base: 20, md: '3vw' } as const;
const PAYOUT = { base: 18, md: '2.4vw' } as const;

/** The floor on the TV: where the latest moved players go, and the payouts (the deal's, once one is made). */
export function TvFloor({ floor }: { floor: PublicFloor }) {
  const moves = floor.recentMoves.slice(0, TV_MOVES);
  return (
    <Stack gap="lg" data-testid="tv-floor">
      {moves.length > 0 && (
        <Box>
          <Text fz={HEADING} tt="uppercase" c="gray.4">
            Moves
          </Text>
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} data-testid="tv-moves">
            {moves.map((move) => (
              <Text
                component="li"
                key={`${move.at}-${move.from.table}-${move.from.seat}`}
                fz={LINE}
                fw={700}
                lh={1.2}
              >
                {move.name} to {seatText(move.to)}
              </Text>
            ))}
          </Stack>
        </Box>
      )}
      <Box>
        <Text fz={HEADING} tt="uppercase" c="gray.4">
          {floor.deal
            ? `Deal (${DEAL_METHOD_NAMES[floor.deal.method]})`
            : `Payouts · ${formatDollars(floor.prizePool)}`}
        </Text>
        <SimpleGrid cols={2} spacing="md" verticalSpacing={0} data-testid="tv-payouts">
          {floor.deal
            ? floor.deal.shares.map((share) => (
                <Text key={share.entry} fz={PAYOUT} fw={700}>
                  {share.name} {formatDollars(share.amount)}
                </Text>
              ))
            : floor.payouts.map((amount, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the place is the row's identity
                <Text key={index} fz={PAYOUT} fw={700}>
                  {placeText(index + 1)} {formatDollars(amount)}
                </Text>
              ))}
        </SimpleGrid>
      </Box>
    </Stack>
  );
}
