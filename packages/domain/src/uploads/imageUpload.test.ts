import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AVATAR_UPLOAD_LIMITS,
  IMAGE_UPLOAD_LIMITS,
  PROOF_UPLOAD_LIMITS,
  addImages,
  checkImageFile,
  sniffImageType,
  validateImageSet,
  type FileDescriptor,
} from './imageUpload';

const MB = 1024 * 1024;
const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_BYTES = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46];
const GIF_BYTES = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00];
const file = (name: string, type: string, size = 1000): FileDescriptor => ({ name, type, size });

describe('§9 Uploads: 3 images, 5MB, png or jpg (limits)', () => {
  it('proofs hold 3 images of at most 5 MB; an avatar holds one', () => {
    expect(PROOF_UPLOAD_LIMITS).toEqual({ maxFiles: 3, maxBytes: 5 * MB, maxMegabytes: 5 });
    expect(IMAGE_UPLOAD_LIMITS.maxFiles).toBe(3);
    expect(AVATAR_UPLOAD_LIMITS).toEqual({ maxFiles: 1, maxBytes: 5 * MB, maxMegabytes: 5 });
  });
});

describe('§5 images png or jpg: the first bytes decide when they can be read', () => {
  it.each([
    [PNG_BYTES, 'png'],
    [JPEG_BYTES, 'jpeg'],
    [[0xff, 0xd8, 0xff], 'jpeg'],
    [GIF_BYTES, null],
    [PNG_BYTES.slice(0, 7), null],
    [[0xff, 0xd8], null],
    [[], null],
    [[0x25, 0x50, 0x44, 0x46, 0x2d], null],
  ])('%j is %s', (bytes, expected) => {
    expect(sniffImageType(bytes)).toBe(expected);
    expect(sniffImageType(Uint8Array.from(bytes))).toBe(expected);
  });
});

describe('§5 images png or jpg, 5MB each: one file', () => {
  it.each<[string, FileDescriptor, number[] | null, ReturnType<typeof checkImageFile>]>([
    ['a png', file('a.png', 'image/png'), PNG_BYTES, null],
    ['a jpg', file('a.jpg', 'image/jpeg'), JPEG_BYTES, null],
    ['a png without its bytes read', file('a.png', 'image/png'), null, null],
    ['a .JPEG with no browser type', file('IMG.JPEG', '', 10), JPEG_BYTES, null],
    ['exactly 5 MB', file('a.png', 'image/png', 5 * MB), PNG_BYTES, null],
    [
      '5 MB + 1 byte',
      file('big.png', 'image/png', 5 * MB + 1),
      PNG_BYTES,
      { code: 'upload.tooLarge', params: { name: 'big.png', max: 5 } },
    ],
    ['a gif', file('a.gif', 'image/gif'), GIF_BYTES, { code: 'upload.type', params: { name: 'a.gif' } }],
    ['a pdf', file('a.pdf', 'application/pdf', 9 * MB), null, { code: 'upload.type', params: { name: 'a.pdf' } }],
    [
      'a gif renamed .png',
      file('cat.png', 'image/png'),
      GIF_BYTES,
      { code: 'upload.content', params: { name: 'cat.png' } },
    ],
    [
      'a png too short to be one',
      file('x.png', 'image/png', 3),
      [0x89, 0x50, 0x4e],
      { code: 'upload.content', params: { name: 'x.png' } },
    ],
    ['an empty file', file('e.png', 'image/png', 0), [], { code: 'upload.empty', params: { name: 'e.png' } }],
    [
      'a size the browser could not tell',
      file('n.png', 'image/png', Number.NaN),
      null,
      { code: 'upload.empty', params: { name: 'n.png' } },
    ],
  ])('%s', (_name, descriptor, bytes, expected) => {
    expect(checkImageFile(descriptor, PROOF_UPLOAD_LIMITS, bytes)).toEqual(expected);
  });

  it('a wrong kind of file is named before its size', () => {
    expect(checkImageFile(file('huge.gif', 'image/gif', 50 * MB))?.code).toBe('upload.type');
  });

  it('property: a png/jpg with real bytes passes exactly when 0 < size ≤ 5 MB', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<[string, number[]]>(['image/png', PNG_BYTES], ['image/jpeg', JPEG_BYTES]),
        fc.integer({ min: -1, max: 6 * MB }),
        ([type, bytes], size) => {
          const refusal = checkImageFile(file('p', type, size), PROOF_UPLOAD_LIMITS, bytes);
          expect(refusal === null).toBe(size > 0 && size <= 5 * MB);
        },
      ),
    );
  });
});

describe('§5 at most 3 images: adding to a picker', () => {
  const good = (name: string) => ({ file: file(name, 'image/png'), leadingBytes: PNG_BYTES });

  it('good images fill the free places; the overflow is refused once with the limit', () => {
    const held = [file('1.png', 'image/png'), file('2.png', 'image/png')];
    const result = addImages(held, [good('3.png'), good('4.png'), good('5.png')], PROOF_UPLOAD_LIMITS);
    expect(result.accepted.map((f) => f.name)).toEqual(['1.png', '2.png', '3.png']);
    expect(result.refused).toEqual([{ code: 'upload.tooMany', params: { max: 3 } }]);
  });

  it('each bad image is refused with its own reason and does not take a place', () => {
    const result = addImages(
      [],
      [
        { file: file('a.gif', 'image/gif') },
        good('ok.png'),
        { file: file('big.jpg', 'image/jpeg', 6 * MB), leadingBytes: JPEG_BYTES },
      ],
      PROOF_UPLOAD_LIMITS,
    );
    expect(result.accepted.map((f) => f.name)).toEqual(['ok.png']);
    expect(result.refused).toEqual([
      { code: 'upload.type', params: { name: 'a.gif' } },
      { code: 'upload.tooLarge', params: { name: 'big.jpg', max: 5 } },
    ]);
  });

  it('an avatar picker holds one picture', () => {
    expect(addImages([], [good('a.png'), good('b.png')], AVATAR_UPLOAD_LIMITS)).toEqual({
      accepted: [file('a.png', 'image/png')],
      refused: [{ code: 'upload.tooMany', params: { max: 1 } }],
    });
  });

  it('property: the picker never holds more than its limit, and every picked image is accepted or refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.array(fc.boolean(), { maxLength: 8 }), (heldCount, goodness) => {
        const held = Array.from({ length: heldCount }, (_, i) => file(`h${i}.png`, 'image/png'));
        const picked = goodness.map((ok, i) => (ok ? good(`g${i}.png`) : { file: file(`b${i}.gif`, 'image/gif') }));
        const { accepted, refused } = addImages(held, picked, PROOF_UPLOAD_LIMITS);
        expect(accepted.length).toBeLessThanOrEqual(3);
        const goodCount = goodness.filter(Boolean).length;
        const overflow = heldCount + goodCount > 3;
        expect(accepted.length).toBe(Math.min(3, heldCount + goodCount));
        expect(refused.length).toBe(goodness.length - goodCount + (overflow ? 1 : 0));
      }),
    );
  });
});

describe('§9 a set of images before sending', () => {
  it.each([
    [[], null],
    [[{ file: file('a.png', 'image/png') }], null],
    [
      Array.from({ length: 4 }, () => ({ file: file('a.gif', 'image/gif') })),
      { code: 'upload.tooMany', params: { max: 3 } },
    ],
    [
      [{ file: file('a.png', 'image/png') }, { file: file('b.bmp', 'image/bmp') }],
      { code: 'upload.type', params: { name: 'b.bmp' } },
    ],
  ])('%j gives %j', (files, expected) => {
    expect(validateImageSet(files, PROOF_UPLOAD_LIMITS)).toEqual(expected);
  });
});
