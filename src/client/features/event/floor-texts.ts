import type { FloorMove, SeatRef } from '../../../../machines/live-floor';
import type { PublicFloor } from '../../../shared/contract/floor';
import { ordinal } from '../../../shared/event-dates';

/** "Table 3, Seat 7", as the room says it. */
export const seatText = (seat: SeatRef) => `Table ${seat.table}, Seat ${seat.seat}`;

/** What a moved player is told to do. */
export const moveNoticeText = (move: FloorMove) => `Move to ${seatText(move.to)}`;

export const MOVE_REASONS: Record<FloorMove['reason'], string> = {
  break: 'table broken',
  balance: 'balancing',
  final: 'final table',
};

/** "1st", "2nd": a paid place. */
export const placeText = ordinal;

/** Whether a floor has anything to show yet (the director has entered someone). */
export const hasFloor = (floor: PublicFloor | null): floor is PublicFloor =>
  floor !== null && floor.entries > 0;
