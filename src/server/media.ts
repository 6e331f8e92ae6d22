import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ROOT_DIR } from './root-dir';

const MEDIA_DIR = path.join(ROOT_DIR, 'src/server/media');

/** Images that ship with the league (banners, logos, seed photos) under /media. */
export async function registerMedia(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: MEDIA_DIR,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=86400');
    },
  });
}
