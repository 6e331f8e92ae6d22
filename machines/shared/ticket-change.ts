import type { Ticket } from '../../src/shared/contract/profile';
import type { ChangeResult } from '../../src/shared/contract/tickets';

/**
 * What the swap-flight and transfer-ticket machines share: their types and the start of their context. Each
 * keeps its whole chart in its own file, so that it reads, and opens in the Stately visualizer, on its own.
 */

export type TicketKind = 'ticket' | 'voucher';

/** The ticket or voucher a swap or transfer changes, as its address names it. */
export interface TicketRef {
  kind: TicketKind;
  guid: string;
}

/** Steps 0 (choose), 1 (confirm) and 2 (result); busy while a call runs; navigating once the page is left. */
export type TicketChangeTag = 'step0' | 'step1' | 'step2' | 'busy' | 'navigating';

/** What both wizards hold beside their own choice: the ticket, and how its change went. */
export interface TicketChangeContext extends TicketRef {
  ticket: Ticket | null;
  result: ChangeResult | null;
  failure: string | null;
}

export const ticketChangeStart = ({ kind, guid }: TicketRef): TicketChangeContext => ({
  kind,
  guid,
  ticket: null,
  result: null,
  failure: null,
});
