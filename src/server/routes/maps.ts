import { and, between, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { localities, venues } from '../db/schema';
import { notFound } from '../errors';
import { googleStaticMapUrl, mapBounds, renderStaticMap } from '../providers/static-map';
import { contractRoute } from './contract-route';

/** A venue's static map (440x320 on the venue page, 400x267 at scale 2 on the event page; zoom 16). */
export const mapRoutes: FastifyPluginAsyncZod<{ db: Db; googleMapsApiKey?: string }> = async (
  app,
  options,
) => {
  contractRoute(app, 'venueMap', async (request, reply) => {
    const venueId = request.params.id;
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
