import { expect, it } from 'vitest';
import {
  IMAGE_DIMENSIONS_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
  imageDimensionsError,
} from '../../src/server/services/image-dimensions';
import { describeOnEachDatabase, signIn, type TestApp } from './test-app';

const UPLOAD = '/umbraco/api/Membership/UploadAvatar';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's signature and IHDR chunk declaring width x height (what the size is read from), then filler. */
function png(width: number, height: number) {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([SIGNATURE, ihdr, Buffer.alloc(64)]);
}

/** A JPEG: SOI, an APP0 segment to skip, then a baseline or progressive frame header declaring its size. */
function jpeg(width: number, height: number, frame = 0xc0) {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.from([
    0xff,
    frame,
    0x00,
    0x11,
    8,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    3,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.alloc(9 + 64)]);
}

function multipart(bytes: Buffer, boundary = 'apl-boundary') {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="uploadAvatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

const send = (app: TestApp, cookie: string, contentType: string, payload: Buffer) =>
  app.inject({
    method: 'POST',
    url: UPLOAD,
    headers: { cookie, ...XHR, 'content-type': contentType },
    payload,
  });

it('reads the size of a PNG or JPEG from its header and refuses absurd ones', () => {
  expect(imageDimensionsError(png(1, 1))).toBeNull();
  expect(imageDimensionsError(png(8000, 5000))).toBeNull();
  expect(imageDimensionsError(jpeg(4000, 3000))).toBeNull();
  expect(imageDimensionsError(jpeg(640, 480, 0xc2))).toBeNull();
  expect(imageDimensionsError(png(100_000, 100_000))).toBe(IMAGE_DIMENSIONS_MESSAGE);
  expect(imageDimensionsError(png(8001, 10))).toBe(IMAGE_DIMENSIONS_MESSAGE);
  expect(imageDimensionsError(png(7000, 7000))).toBe(IMAGE_DIMENSIONS_MESSAGE);
  expect(imageDimensionsError(jpeg(65_535, 65_535))).toBe(IMAGE_DIMENSIONS_MESSAGE);
  expect(imageDimensionsError(jpeg(9000, 100, 0xc2))).toBe(IMAGE_DIMENSIONS_MESSAGE);
  expect(imageDimensionsError(png(0, 10))).toBe(IMAGE_UNREADABLE_MESSAGE);
  expect(imageDimensionsError(SIGNATURE)).toBe(IMAGE_UNREADABLE_MESSAGE);
  expect(imageDimensionsError(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBe(IMAGE_UNREADABLE_MESSAGE);
  // Neither PNG nor JPEG: the type check answers that.
  expect(imageDimensionsError(Buffer.from('MZ'))).toBeNull();
});

describeOnEachDatabase('uploads the parser or the image size refuse', (ctx) => {
  it('answers 400 with a message for a multipart body without a boundary or with another one', async () => {
    const cookie = await signIn(ctx.app, 'newcomer@example.com', 'Newcomer#2026');
    const body = multipart(png(1, 1));
    for (const contentType of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=another-one',
      'multipart/form-data; charset=utf-8',
    ]) {
      const response = await send(ctx.app, cookie, contentType, body);
      expect(response.statusCode, `${contentType}: ${response.body.slice(0, 200)}`).toBe(400);
      expect(response.json().message, contentType).toEqual(expect.any(String));
    }
    const cut = await send(
      ctx.app,
      cookie,
      'multipart/form-data; boundary=apl-boundary',
      body.subarray(0, 90),
    );
    expect(cut.statusCode).toBe(400);
  });

  it('refuses an image whose header declares absurd dimensions, and takes a sane one', async () => {
    const cookie = await signIn(ctx.app, 'guest@example.com', 'Guest#2026');
    const upload = (bytes: Buffer) =>
      send(ctx.app, cookie, 'multipart/form-data; boundary=apl-boundary', multipart(bytes));
    for (const bytes of [png(100_000, 100_000), jpeg(20_000, 20_000), png(7000, 7000)]) {
      const refused = await upload(bytes);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ uploadAvatar: IMAGE_DIMENSIONS_MESSAGE });
    }
    expect((await upload(png(800, 600))).statusCode).toBe(200);
  });
});
