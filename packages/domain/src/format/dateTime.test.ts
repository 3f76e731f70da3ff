import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  NOTICE_TIME_PATTERN,
  agentClock,
  formatLocalDate,
  formatLocalDateTime,
  formatNoticeTime,
  gmtOffsetLabel,
  parseGmtOffset,
} from './dateTime';
import { DATE_RANGE_PRESETS, dateRangePreset } from './dateRange';

const NOW = Date.UTC(2026, 10, 23, 17, 5, 9); // 2026-11-24 01:05:09 at GMT+8

describe('§3 Notice "time (yyyy-MM-dd hh:mm:ss)", written 24-hour', () => {
  it('the pattern is the 24-hour form', () => {
    expect(NOTICE_TIME_PATTERN).toBe('yyyy-MM-dd HH:mm:ss');
  });

  it.each([
    [NOW, 480, '2026-11-24 01:05:09'],
    [NOW, 0, '2026-11-23 17:05:09'],
    [NOW, -300, '2026-11-23 12:05:09'],
    [NOW, 345, '2026-11-23 22:50:09'],
    [Date.UTC(2026, 0, 1, 13, 0, 0), 0, '2026-01-01 13:00:00'],
  ])('%s at offset %s min is %s (1 pm is 13, never 01)', (epoch, offset, expected) => {
    expect(formatNoticeTime(epoch, offset)).toBe(expected);
  });
});

describe('§2 /agentHome "header with GMT time zone, live clock ticking each second"', () => {
  it.each([
    [480, 'GMT+8'],
    [0, 'GMT+0'],
    [-300, 'GMT-5'],
    [330, 'GMT+5:30'],
    [345, 'GMT+5:45'],
    [-210, 'GMT-3:30'],
    [840, 'GMT+14'],
    [-720, 'GMT-12'],
  ])('offset %s min is labelled %s', (offset, label) => {
    expect(gmtOffsetLabel(offset)).toBe(label);
  });

  it.each([841, -721, 1.5, Number.NaN])('offset %s is not a real offset: no label', (offset) => {
    expect(gmtOffsetLabel(offset)).toBeNull();
    expect(agentClock(NOW, offset)).toBeNull();
  });

  it('the clock shows zone and time from now and the offset', () => {
    expect(agentClock(NOW, 480)).toEqual({ zone: 'GMT+8', time: '2026-11-24 01:05:09' });
    expect(agentClock(NOW + 1000, 480)?.time).toBe('2026-11-24 01:05:10');
  });

  it.each([
    ['GMT+8', 480],
    ['gmt+8', 480],
    ['UTC+05:30', 330],
    ['+0800', 480],
    ['-3:30', -210],
    ['8', 480],
    ['GMT-12', -720],
    ['GMT+0', 0],
  ])('reads the offset text %s as %s minutes', (raw, minutes) => {
    expect(parseGmtOffset(raw)).toBe(minutes);
  });

  it.each(['', 'GMT', 'GMT+8:60', 'GMT+15', 'Asia/Shanghai', 'GMT+8h'])('refuses the offset text %j', (raw) => {
    expect(parseGmtOffset(raw)).toBeNull();
  });

  it('property: every label reads back as its offset', () => {
    fc.assert(
      fc.property(fc.integer({ min: -720, max: 840 }), (offset) => {
        expect(parseGmtOffset(gmtOffsetLabel(offset)!)).toBe(offset);
      }),
    );
  });
});

describe('§9 "Date range picker: next 7 or 30 days, past 7 or 30 days"', () => {
  it.each([
    ['next7', '2026-11-24', '2026-11-30'],
    ['next30', '2026-11-24', '2026-12-23'],
    ['past7', '2026-11-18', '2026-11-24'],
    ['past30', '2026-10-26', '2026-11-24'],
  ] as const)('%s from 2026-11-24 (GMT+8) runs %s to %s, today included', (preset, start, end) => {
    const range = dateRangePreset(preset, NOW, 480);
    expect([range.start, range.end]).toEqual([start, end]);
  });

  it('the bounds are the first and last millisecond of the range on the given clock', () => {
    const range = dateRangePreset('past7', NOW, 480);
    expect(range.startMs).toBe(Date.UTC(2026, 10, 17, 16, 0, 0));
    expect(range.endMs).toBe(Date.UTC(2026, 10, 24, 15, 59, 59, 999));
  });

  it('the same instant is a different day in another zone', () => {
    expect(dateRangePreset('past7', NOW, 0).end).toBe('2026-11-23');
  });

  it('property: each preset spans exactly N whole days and contains now', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2090, 0, 1) }),
        fc.integer({ min: -720, max: 840 }),
        fc.constantFrom(...DATE_RANGE_PRESETS),
        (now, offset, preset) => {
          const range = dateRangePreset(preset, now, offset);
          const days = preset.endsWith('30') ? 30 : 7;
          expect(range.endMs + 1 - range.startMs).toBe(days * 86_400_000);
          expect(now).toBeGreaterThanOrEqual(range.startMs);
          expect(now).toBeLessThanOrEqual(range.endMs);
          if (preset.startsWith('next')) expect(now - range.startMs).toBeLessThan(86_400_000);
          else expect(range.endMs - now).toBeLessThan(86_400_000);
        },
      ),
    );
  });
});

describe('§9 dates and times in the reader’s language (Intl), on the platform clock', () => {
  const AT = Date.UTC(2026, 10, 28, 15, 29, 5); // 23:29:05 at GMT+8

  it.each([
    ['en', 'Nov 28, 2026, 11:29:05 PM'],
    ['zh-CN', '2026年11月28日 23:29:05'],
  ])('a moment in %s reads %s', (locale, text) => {
    expect(formatLocalDateTime(AT, 480, locale)).toBe(text);
  });

  it('in Arabic the day, month and year come in Arabic order with the Arabic evening marker, not English', () => {
    const text = formatLocalDateTime(AT, 480, 'ar');
    expect(text).not.toMatch(/Nov|PM/);
    expect(text).toContain('م');
    const arabic = new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });
    expect(text).toBe(arabic.format(Date.UTC(2026, 10, 28, 23, 29, 5)));
  });

  it('the clock is the platform’s, not the machine’s: the same moment is the 29th at GMT+9', () => {
    expect(formatLocalDateTime(AT, 540, 'en')).toBe('Nov 29, 2026, 12:29:05 AM');
  });

  it.each([
    ['en', 'Nov 28, 2026'],
    ['zh-CN', '2026年11月28日'],
  ])('a calendar day in %s reads %s', (locale, text) => {
    expect(formatLocalDate('2026-11-28', locale)).toBe(text);
  });
});
