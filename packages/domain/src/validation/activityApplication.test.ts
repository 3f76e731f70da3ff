import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ACTIVITY_APPLICATION_LIMITS,
  isAcceptedImage,
  validateActivityApplication,
  validateActivityImages,
  type FileDescriptor,
} from './activityApplication';

const MB = 1024 * 1024;
const png = (name = 'a.png', size = 1000): FileDescriptor => ({ name, type: 'image/png', size });

describe('§5 Activity application remark at most 140 characters', () => {
  it.each([
    ['', undefined],
    ['a'.repeat(140), undefined],
    ['中'.repeat(140), undefined],
    ['😀'.repeat(140), undefined],
    ['a'.repeat(141), { code: 'remark.tooLong', params: { max: 140 } }],
    ['中'.repeat(141), { code: 'remark.tooLong', params: { max: 140 } }],
  ])('a remark of %j gives %j', (remark, expected) => {
    expect(validateActivityApplication({ remark, images: [] }).remark).toEqual(expected);
  });

  it('property: a remark passes exactly when it has at most 140 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 200 }), (remark) => {
        const errors = validateActivityApplication({ remark, images: [] });
        expect(errors.remark === undefined).toBe(Array.from(remark).length <= 140);
      }),
    );
  });
});

describe('§5 images png or jpg, 5MB each, at most 3', () => {
  it.each([
    [{ name: 'a.png', type: 'image/png' }, true],
    [{ name: 'a.jpg', type: 'image/jpeg' }, true],
    [{ name: 'a.jpg', type: 'IMAGE/JPG' }, true],
    [{ name: 'a.JPEG', type: '' }, true],
    [{ name: 'a.png', type: '' }, true],
    [{ name: 'a.gif', type: 'image/gif' }, false],
    [{ name: 'a.png', type: 'image/gif' }, false],
    [{ name: 'a.webp', type: '' }, false],
    [{ name: 'png', type: '' }, false],
    [{ name: 'a.pdf', type: 'application/pdf' }, false],
  ])('%j is png or jpg: %s', (file, expected) => {
    expect(isAcceptedImage(file)).toBe(expected);
  });

  it.each([
    [[], null],
    [[png(), png('b.png'), png('c.png')], null],
    [[png(), png(), png(), png()], { code: 'upload.tooMany', params: { max: 3 } }],
    [[png('a.png', 5 * MB)], null],
    [[png('big.png', 5 * MB + 1)], { code: 'upload.tooLarge', params: { name: 'big.png', max: 5 } }],
    [[png(), { name: 'x.gif', type: 'image/gif', size: 1 }], { code: 'upload.type', params: { name: 'x.gif' } }],
    [[png('nan.png', Number.NaN)], { code: 'upload.tooLarge', params: { name: 'nan.png', max: 5 } }],
  ] as const)('%j gives %j', (files, expected) => {
    expect(validateActivityImages(files)).toEqual(expected);
  });

  it('too many files is reported before a single file’s problem', () => {
    const bad = { name: 'x.gif', type: 'image/gif', size: 99 * MB };
    expect(validateActivityImages([bad, bad, bad, bad])?.code).toBe('upload.tooMany');
  });

  it('the form puts the image error under images', () => {
    expect(validateActivityApplication({ remark: 'ok', images: [png(), png(), png(), png()] })).toEqual({
      images: { code: 'upload.tooMany', params: { max: 3 } },
    });
  });

  it('property: png/jpg files pass exactly when there are at most 3 and each is at most 5 MB', () => {
    const file = fc.record({
      name: fc.constantFrom('a.png', 'b.jpg', 'c.jpeg'),
      type: fc.constantFrom('image/png', 'image/jpeg', ''),
      size: fc.integer({ min: 0, max: 6 * MB }),
    });
    fc.assert(
      fc.property(fc.array(file, { maxLength: 5 }), (files) => {
        const expected = files.length <= 3 && files.every((f) => f.size <= ACTIVITY_APPLICATION_LIMITS.maxImageBytes);
        expect(validateActivityImages(files) === null).toBe(expected);
      }),
    );
  });
});
