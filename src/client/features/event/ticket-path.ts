/** Buying a ticket starts with mobile verification, then comes back to the event's redeem page. */
export const ticketPath = (eventId: number) =>
  `/redeem/verify?returnUrl=${encodeURIComponent(`/redeem/event/${eventId}`)}`;
