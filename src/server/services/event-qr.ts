import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events } from '../db/schema';
import { notFound } from '../errors';

/** A QR code (SVG) that opens the event's page on a phone: shown on the clock's TV view. */
export async function eventQrSvg(db: Db, eventId: number, origin: string): Promise<string> {
  if (eventId > 2_147_483_647) throw notFound(`Event ${eventId} not found`);
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw notFound(`Event ${eventId} not found`);
  // Loaded on first use: only the clock's TV view asks, and a restart should not wait for it.
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(`${origin}/event/${eventId}`, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#000000', light: '#ffffff' },
  });
}
