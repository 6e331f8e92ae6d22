import { and, between, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { localities, venues } from '../db/schema';
import { notFound } from '../errors';
import { googleStaticMapUrl, mapBounds, renderStaticMap } from '../providers/static-map';

const params = z.object({ file: z.string().regex(/^\d{1,10}\.svg$/, 'must look like 123.svg') });
const query = z.object({
  size: z
    .string()
    .regex(/^\d{2,4}x\d{2,4}$/, 'must look like 440x320')
    .default('440x320'),
  zoom: z.coerce.number().int().min(3).max(20).default(16),
  scale: z.coerce.number().int().min(1).max(2).default(1),
});

/** A venue's static map (440x320 on the venue page, 400x267 at scale 2 on the event page; zoom 16). */
export const mapRoutes: FastifyPluginAsyncZod<{ db: Db; googleMapsApiKey?: string }> = async (
  app,
  options,
) => {
  app.get('/maps/venue/:file', { schema: { params, querystring: query } }, async (request, reply) => {
    const venueId = Number(request.params.file.replace(/\.svg$/, ''));
    const [venue] = await options.db.select().from(venues).where(eq(venues.id, venueId));
    if (!venue) throw notFound(`Venue ${venueId} not found`);
    const [width = 440, height = 320] = request.query.size.split('x').map(Number);
    const view = {
      lat: venue.lat,
      lng: venue.lng,
      width: Math.min(width, 1280),
      height: Math.min(height, 1280),
      zoom: request.query.zoom,
    };
    if (options.googleMapsApiKey)
      return reply.redirect(googleStaticMapUrl(options.googleMapsApiKey, view, request.query.scale));
    const box = mapBounds(view);
    const nearby = await options.db
      .select({ name: localities.suburb, lat: localities.lat, lng: localities.lng })
      .from(localities)
      .where(
        and(between(localities.lat, box.minLat, box.maxLat), between(localities.lng, box.minLng, box.maxLng)),
      )
      .limit(12);
    const svg = renderStaticMap({
      ...view,
      title: venue.name,
      subtitle: `${venue.suburb} ${venue.postcode}`,
      nearby: nearby.filter((n) => n.name !== venue.suburb),
    });
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(svg);
  });
};
