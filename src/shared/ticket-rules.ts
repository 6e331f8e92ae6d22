import { dateFormat } from './intl';
/** Redeeming, swapping and transferring tickets (member spec, sections 2, 4, 5 and 9). */

export const SLIDER_DEBOUNCE_MS = 500;
export const SURCHARGE_PERCENT = 2;

/** The most PTC a member may put towards a buy-in: the smaller of their balance and the buy-in. */
export const maxPtcFor = (balance: number, buyIn: number) => Math.max(0, Math.min(balance, buyIn));

/** A PTC amount as the slider takes it: a whole number between 0 and the maximum. */
export const clampPtc = (amount: number, max: number) =>
  Math.max(0, Math.min(max, Math.round(Number.isFinite(amount) ? amount : 0)));

/** What the card pays (whole dollars) once PTC cover part of the buy-in. */
export const cardAmountFor = (buyIn: number, ptc: number) => Math.max(0, buyIn - ptc);

/** The surcharge on a card's part (cents): 2%, to the nearest cent. The server charges it; the page says it. */
export const surchargeCentsFor = (cardCents: number) => Math.round((cardCents * SURCHARGE_PERCENT) / 100);

const leagueDate = () =>
  dateFormat('en-AU', {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Australia/Melbourne',
  });

/** 'ddd, DD/MM/YYYY' in the league's time: "Sun, 22/11/2026". */
export function formatRedeemDate(iso: string) {
  const parts = Object.fromEntries(
    leagueDate()
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.weekday}, ${parts.day}/${parts.month}/${parts.year}`;
}

/** A flight as the swap and transfer screens name it: "Crown Casino, Sun, 22/11/2026 19:00". */
export const flightLabel = (flight: { title: string; dateTime: string; startTime?: string }) =>
  `${flight.title}, ${formatRedeemDate(flight.dateTime)}${flight.startTime ? ` ${flight.startTime}` : ''}`;

/** Where the profile's ticket buttons lead: the ticket's pages when it is one, else the voucher's. */
export const ticketPagePath = (
  action: 'swap-flight' | 'transfer',
  ticket: { gameMembershipGuid: string | null; voucherGuid: string },
) =>
  ticket.gameMembershipGuid
    ? `/tickets/${action}/${ticket.gameMembershipGuid}`
    : `/voucher/${action}/${ticket.voucherGuid}`;
