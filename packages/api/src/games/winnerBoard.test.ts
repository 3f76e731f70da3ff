import { describe, expect, it } from 'vitest';
import { getWinnerBoard } from './index';
import { useDemoPlatform, TEST_NOW } from '../test/harness';

const demo = useDemoPlatform({ fresh: 'file', now: TEST_NOW, timeoutMs: 2_000 });

const guest = demo.client();

describe('§9 winner board (GCSGAME_getRankList)', () => {
  it('at most 20 entries, highest amount first, names masked', async () => {
    const board = await getWinnerBoard(guest, { language: 'EN' });
    expect(board).toHaveLength(20);
    const amounts = board.map((e) => e.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(board.every((e) => e.customerName.includes('***'))).toBe(true);
    expect(board[0]).toMatchObject({ nodeId: expect.any(Number), vendorCode: expect.any(String) });
  });

  it('the list sits under the data key; without it the answer is malformed', async () => {
    demo.answer('/wps/relay/GCSGAME_getRankList', { list: [] });
    await expect(getWinnerBoard(guest, { language: 'EN' })).rejects.toMatchObject({
      kind: 'malformed',
      field: 'value.data',
    });
  });
});
