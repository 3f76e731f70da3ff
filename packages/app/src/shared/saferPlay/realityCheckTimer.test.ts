import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealityCheckTimer } from './realityCheckTimer';

const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 29, 12);

describe('the reality check comes at the interval the member chose', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('an interval after the session began, then an interval after each "keep playing"', () => {
    const onDue = vi.fn();
    const timer = createRealityCheckTimer(onDue);
    timer.update({ minutes: 15, sessionStartedAt: START, lastAnsweredAt: null });
    vi.advanceTimersByTime(15 * MINUTE - 1);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDue).toHaveBeenCalledTimes(1);
    // Answered two minutes later: the next one is 15 minutes after the answer, not after the last reminder.
    vi.advanceTimersByTime(2 * MINUTE);
    timer.update({ minutes: 15, sessionStartedAt: START, lastAnsweredAt: Date.now() });
    vi.advanceTimersByTime(15 * MINUTE - 1);
    expect(onDue).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onDue).toHaveBeenCalledTimes(2);
  });

  it('a session older than the interval, unanswered, is reminded at once; an answer before it began counts for nothing', () => {
    const onDue = vi.fn();
    const timer = createRealityCheckTimer(onDue);
    timer.update({ minutes: 30, sessionStartedAt: START - 45 * MINUTE, lastAnsweredAt: START - 60 * MINUTE });
    vi.advanceTimersByTime(0);
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it('off, stopped or replaced: nothing waits', () => {
    const onDue = vi.fn();
    const timer = createRealityCheckTimer(onDue);
    timer.update({ minutes: 0, sessionStartedAt: START, lastAnsweredAt: null });
    vi.advanceTimersByTime(120 * MINUTE);
    timer.update({ minutes: 15, sessionStartedAt: Date.now(), lastAnsweredAt: null });
    // The member chose a longer interval before the first reminder: one reminder, at the new time.
    timer.update({ minutes: 60, sessionStartedAt: Date.now(), lastAnsweredAt: null });
    vi.advanceTimersByTime(59 * MINUTE);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(onDue).toHaveBeenCalledTimes(1);
    timer.update({ minutes: 15, sessionStartedAt: Date.now(), lastAnsweredAt: null });
    timer.stop();
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onDue).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
