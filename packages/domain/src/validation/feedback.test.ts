import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REQUIRED } from './errors';
import { countWords, validateFeedback, validateFeedbackContent } from './feedback';

describe('§5 Feedback content between {0} and {1} words: counting words', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['hello', 1],
    ['hello world', 2],
    ['  hello,   world!  ', 2],
    ["don't stop", 2],
    ['e-mail me', 2],
    ['— ... !!!', 0],
    ['123 456', 2],
    ['我想反馈一个问题', 8],
    ['我爱Atrium游戏', 5],
    ['ゲームが好き', 6],
    ['게임이 너무 좋아요', 3],
    ['Tiếng Việt có dấu', 4],
    ['ภาษาไทย ดีมาก', 2],
    ['中文, English 混合', 5],
  ])('%j has %s words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });

  it('property: for space-separated Latin words the count is the number of words', () => {
    const word = fc.stringMatching(/^[a-z]{1,8}$/);
    const gap = fc.stringMatching(/^[ ,.!?]{0,2} [ ,.!?]{0,2}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(word, gap), { maxLength: 12 }), (parts) => {
        const text = parts.map(([w, g]) => w + g).join('');
        expect(countWords(text)).toBe(parts.length);
      }),
    );
  });

  it('property: each Han character counts as one word', () => {
    const han = fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((cp) => String.fromCodePoint(cp));
    fc.assert(
      fc.property(fc.array(han, { maxLength: 30 }), (chars) => {
        expect(countWords(chars.join(''))).toBe(chars.length);
      }),
    );
  });
});

describe('§5 Feedback content between {0} and {1} words (bounds are parameters)', () => {
  const bounds = { minWords: 2, maxWords: 4 };

  it.each([
    ['', REQUIRED],
    ['   ', REQUIRED],
    ['one', { code: 'feedback.words', params: { min: 2, max: 4 } }],
    ['one two', null],
    ['one two three four', null],
    ['one two three four five', { code: 'feedback.words', params: { min: 2, max: 4 } }],
    ['问题', null],
    ['这个问题很大', { code: 'feedback.words', params: { min: 2, max: 4 } }],
  ])('%j gives %j', (content, expected) => {
    expect(validateFeedbackContent(content, bounds)).toEqual(expected);
  });

  it('the feedback form needs a question type and fitting content', () => {
    expect(validateFeedback({ questionType: null, content: '' }, bounds)).toEqual({
      questionType: REQUIRED,
      content: REQUIRED,
    });
    expect(validateFeedback({ questionType: 'deposit', content: 'cannot deposit' }, bounds)).toEqual({});
  });

  it('property: content passes exactly when min ≤ words ≤ max', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,5}$/), { minLength: 1, maxLength: 10 }),
        fc.nat(6),
        fc.nat(6),
        (words, min, span) => {
          const error = validateFeedbackContent(words.join(' '), { minWords: min, maxWords: min + span });
          expect(error === null).toBe(words.length >= min && words.length <= min + span);
        },
      ),
    );
  });
});
