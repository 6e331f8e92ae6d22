import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAvatar } from '../../src/client/features/account/settings-api';

// The first bytes of a PNG (its signature) and of a JPG (SOI and the first marker), written out here.
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPG_START = [0xff, 0xd8, 0xff, 0xe0];
const file = (bytes: number[] | string, name: string, type: string) =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

afterEach(() => vi.unstubAllGlobals());

describe('the avatar picker reads the file, not its name (issue 32)', () => {
  it('refuses a text file renamed .png with the spec’s message', async () => {
    expect(await checkAvatar(file('just some notes\n', 'notes.png', 'image/png'))).toBe(
      'Only upload JPG/PNG file is allowed.',
    );
  });

  it.each([
    ['an empty file', [], 'empty.png'],
    ['a GIF', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0], 'anim.jpg'],
    ['half a PNG signature', PNG_SIGNATURE.slice(0, 7), 'cut.png'],
  ])('refuses %s', async (_what, bytes, name) => {
    expect(await checkAvatar(file(bytes, name, 'image/png'))).toBe('Only upload JPG/PNG file is allowed.');
  });

  it.each([
    ['a PNG', [...PNG_SIGNATURE, 0, 0, 0, 13], 'me.png'],
    ['a JPG', [...JPG_START, 0, 16], 'me.jpg'],
    ['a JPG named .png', [...JPG_START, 0, 16], 'me.png'],
  ])('takes %s whose content the browser decodes', async (_what, bytes, name) => {
    const close = vi.fn();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ close })),
    );
    expect(await checkAvatar(file(bytes, name, 'image/png'))).toBeNull();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('refuses an image with a PNG signature that the browser cannot decode', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      }),
    );
    expect(await checkAvatar(file([...PNG_SIGNATURE, 1, 2, 3], 'broken.png', 'image/png'))).toBe(
      'The image could not be read. Please choose another JPG or PNG image.',
    );
  });
});
