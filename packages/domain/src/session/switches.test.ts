import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  KNOWN_SWITCH_IDS,
  MODULE_SWITCH_IDS,
  WHITELABEL_SWITCH_IDS,
  allSwitchesOff,
  isSwitchOn,
  switchesFromTree,
} from './switches';

const node = (modId: string, enabled: '1' | '0', childrenNodes: unknown[] = []) => ({ modId, enabled, childrenNodes });

describe('§3 Whitelabel flags; docs/protocol.md "a tree of {modId, enabled, childrenNodes[]} flattened to a map"', () => {
  it('knows the §3 flags and the docs/protocol.md module ids', () => {
    expect(WHITELABEL_SWITCH_IDS).toEqual([
      'CHNGPASSVERIF3',
      'DIRECTREG3',
      'USERNAMEREG3',
      'MOBILENUMREG3',
      'MOBILENUMPASSREG3',
      'REGMOBVERF3',
      'AGENTPOLICY3',
      'MANPLAYREB3',
      'CBS3',
    ]);
    expect(MODULE_SWITCH_IDS).toContain('REG3');
    expect(MODULE_SWITCH_IDS).toContain('RTSALARY3');
    expect(MODULE_SWITCH_IDS).toHaveLength(17);
  });

  it('flattens a nested tree: "1" is on, "0" is off', () => {
    const switches = switchesFromTree([
      node('REG3', '1', [node('DIRECTREG3', '1'), node('MOBILENUMREG3', '0'), node('USERNAMEREG3', '1')]),
      node('CBS3', '1'),
      node('MANPLAYREB3', '0'),
    ]);
    expect(switches.REG3).toBe(true);
    expect(switches.DIRECTREG3).toBe(true);
    expect(switches.USERNAMEREG3).toBe(true);
    expect(switches.MOBILENUMREG3).toBe(false);
    expect(switches.CBS3).toBe(true);
    expect(switches.MANPLAYREB3).toBe(false);
  });

  it('decision: a disabled parent disables its whole subtree', () => {
    const switches = switchesFromTree(node('REG3', '0', [node('DIRECTREG3', '1', [node('REGMOBVERF3', '1')])]));
    expect([switches.REG3, switches.DIRECTREG3, switches.REGMOBVERF3]).toEqual([false, false, false]);
  });

  it('known ids missing from the tree are off', () => {
    const switches = switchesFromTree([node('CBS3', '1')]);
    for (const id of KNOWN_SWITCH_IDS) expect(switches[id]).toBe(id === 'CBS3');
  });

  it('unknown ids are kept and readable', () => {
    const switches = switchesFromTree([node('FREEPLAY3', '1'), node('SMSLOGIN3', '0')]);
    expect(switches.other).toEqual({ FREEPLAY3: true, SMSLOGIN3: false });
    expect(isSwitchOn(switches, 'FREEPLAY3')).toBe(true);
    expect(isSwitchOn(switches, 'SMSLOGIN3')).toBe(false);
    expect(isSwitchOn(switches, 'NEVERSEEN3')).toBe(false);
    expect(isSwitchOn(switches, 'FREEPLAY3'.toLowerCase())).toBe(false);
  });

  it.each([
    ['1', true],
    [1, true],
    [true, true],
    ['0', false],
    [0, false],
    ['true', false],
    ['yes', false],
    [null, false],
    [undefined, false],
  ])('enabled %j reads as %s', (enabled, on) => {
    expect(switchesFromTree({ modId: 'CBS3', enabled }).CBS3).toBe(on);
  });

  it('tolerates malformed nodes without throwing', () => {
    const switches = switchesFromTree([
      null,
      42,
      'CBS3',
      [node('CBS3', '1')],
      { enabled: '1', childrenNodes: [node('DIRECTREG3', '1')] },
      { modId: 7, enabled: '1', childrenNodes: [node('USERNAMEREG3', '1')] },
      { modId: 'MANPLAYREB3', enabled: '1', childrenNodes: 'none' },
      { modId: '  AGENTPOLICY3 ', enabled: '1' },
      { modId: '', enabled: '0', childrenNodes: [node('MOBILENUMREG3', '1')] },
    ]);
    expect(switches.CBS3).toBe(false);
    expect(switches.DIRECTREG3).toBe(true);
    expect(switches.USERNAMEREG3).toBe(true);
    expect(switches.MANPLAYREB3).toBe(true);
    expect(switches.AGENTPOLICY3).toBe(true);
    expect(switches.MOBILENUMREG3).toBe(false);
    expect(switches.other).toEqual({});
  });

  it.each([null, undefined, 'x', 3, {}, []])('an unreadable tree (%j) gives all switches off', (tree) => {
    expect(switchesFromTree(tree)).toEqual(allSwitchesOff());
  });

  it('decision: an id met twice is on only if every occurrence is on', () => {
    expect(switchesFromTree([node('CBS3', '1'), node('CBS3', '0')]).CBS3).toBe(false);
    expect(switchesFromTree([node('CBS3', '0'), node('CBS3', '1')]).CBS3).toBe(false);
    expect(switchesFromTree([node('CBS3', '1'), node('COMM3', '1', [node('CBS3', '1')])]).CBS3).toBe(true);
  });

  it('decision: trees deeper than 32 levels are not read further', () => {
    let deep: unknown = node('CBS3', '1');
    for (let i = 0; i < 31; i += 1) deep = node(`LEVEL${i}`, '1', [deep]);
    expect(switchesFromTree(deep).CBS3).toBe(true);
    expect(switchesFromTree(node('TOP', '1', [deep])).CBS3).toBe(false);
  });

  it('property: a switch is on exactly when it and all its ancestors are "1"', () => {
    const path = fc.array(fc.boolean(), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(path, fc.constantFrom(...KNOWN_SWITCH_IDS), (flags, leafId) => {
        let tree: unknown = node(leafId, flags[flags.length - 1] ? '1' : '0');
        for (let i = flags.length - 2; i >= 0; i -= 1) tree = node(`PARENT${i}`, flags[i] ? '1' : '0', [tree]);
        expect(switchesFromTree(tree)[leafId]).toBe(flags.every(Boolean));
      }),
    );
  });

  it('property: any JSON-like input is read without throwing', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const switches = switchesFromTree(value);
        for (const id of KNOWN_SWITCH_IDS) expect(typeof switches[id]).toBe('boolean');
      }),
    );
  });
});
