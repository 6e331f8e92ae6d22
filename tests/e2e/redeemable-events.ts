import type { APIRequestContext } from '@playwright/test';
import { expect, testNow } from './test-clock';

const API = '/umbraco/api';

export interface Redeemable {
  id: number;
  buyInAmount: number;
  ptcRedeemable: boolean;
  creditCardRedeemable: boolean;
}

/** `count` events of the coming fortnight that take both PTC and cards, with a buy-in of at most $50. */
export async function eventsTakingPtcAndCards(request: APIRequestContext, count: number) {
  const day = (offset: number) =>
    new Date(testNow().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const games = (await (
    await request.post(`${API}/event/searchevents`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { fromDate: day(2), toDate: day(14), buyInMin: 10, buyInMax: 50 },
    })
  ).json()) as { id: number; ptcRedeemable: boolean }[];
  const found: Redeemable[] = [];
  for (const game of games.filter((g) => g.ptcRedeemable)) {
    const [event] = (await (
      await request.get(`${API}/Event/SearchPTCRedeemableEvents?id=${game.id}`)
    ).json()) as Redeemable[];
    if (event?.creditCardRedeemable) found.push(event);
    if (found.length === count) break;
  }
  expect(found).toHaveLength(count);
  return found;
}
