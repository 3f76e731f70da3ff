/**
 * §3 "Whitelabel flags: CHNGPASSVERIF3, DIRECTREG3, USERNAMEREG3, MOBILENUMREG3, MOBILENUMPASSREG3, REGMOBVERF3,
 * AGENTPOLICY3, MANPLAYREB3, CBS3"; §6 "Feature switches from the server control …".
 * docs/protocol.md: "Whitelabel switches are a tree of {modId, enabled: "1"|"0", childrenNodes[]} flattened to a map",
 * and the module ids sent as the `ModuleId` header.
 *
 * Decisions:
 * - A disabled parent disables its whole subtree: a child is on only if it and every ancestor are on. A
 *   sub-feature of a module the brand turned off cannot be reached, and failing closed is the safe side.
 * - Only "1" (and, tolerated, the number 1 and `true`) means on; "0", a missing or odd value means off.
 * - Malformed nodes are skipped, never thrown on: a node that is not an object contributes nothing; a node without
 *   a usable `modId` contributes no entry but its children are still read under its on/off state; a missing or
 *   non-array `childrenNodes` means no children.
 * - An id met more than once is on only if every occurrence is on (fail closed).
 * - Known ids missing from the tree are off; unknown ids are kept in `other`, so new server switches are readable
 *   before the code knows them.
 * - Trees deeper than 32 levels are not read further (a guard against pathological input; real trees are 2–3 deep).
 */

export const WHITELABEL_SWITCH_IDS = [
  'CHNGPASSVERIF3',
  'DIRECTREG3',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'AGENTPOLICY3',
  'MANPLAYREB3',
  'CBS3',
] as const;

/** docs/protocol.md module ids (the `ModuleId` header); the switch tree may carry them as parents. */
export const MODULE_SWITCH_IDS = [
  'COMM3',
  'REG3',
  'PASS3',
  'CAPTCHA3',
  'GAMELO3',
  'GAMELOHOT3',
  'GAMELOFAV3',
  'GAMELOREC3',
  'VERIFICATION3',
  'SIGNCONDIV3',
  'DAILYSALCONT3',
  'HOURSAL3',
  'RTSALARY3',
  'FUNDTRANS3',
  'PTSYS3',
  'REWCEN3',
  'INBOX3',
] as const;

export type WhitelabelSwitchId = (typeof WHITELABEL_SWITCH_IDS)[number];
export type ModuleSwitchId = (typeof MODULE_SWITCH_IDS)[number];
export type KnownSwitchId = WhitelabelSwitchId | ModuleSwitchId;

export const KNOWN_SWITCH_IDS: readonly KnownSwitchId[] = [...WHITELABEL_SWITCH_IDS, ...MODULE_SWITCH_IDS];

/** The flattened switches: every known id is a boolean; ids the code does not know yet are in `other`. */
export type Switches = { readonly [K in KnownSwitchId]: boolean } & {
  readonly other: Readonly<Record<string, boolean>>;
};

/** One node as the server sends it (already JSON, not yet trusted). */
export interface SwitchNode {
  readonly modId: string;
  readonly enabled: '1' | '0';
  readonly childrenNodes?: readonly SwitchNode[];
}

const MAX_DEPTH = 32;

function isKnown(id: string): id is KnownSwitchId {
  return (KNOWN_SWITCH_IDS as readonly string[]).includes(id);
}

function isOn(enabled: unknown): boolean {
  return enabled === '1' || enabled === 1 || enabled === true;
}

/** All switches off: what a brand gets before the tree arrives or when it is unreadable. */
export function allSwitchesOff(): Switches {
  const known = Object.fromEntries(KNOWN_SWITCH_IDS.map((id) => [id, false])) as Record<KnownSwitchId, boolean>;
  return { ...known, other: {} };
}

/**
 * Flattens the server's switch tree. Accepts the root as one node or an array of nodes (both are seen); anything
 * else gives all switches off.
 */
export function switchesFromTree(tree: unknown): Switches {
  const seen = new Map<string, boolean>();

  const visit = (node: unknown, ancestorsOn: boolean, depth: number): void => {
    if (depth > MAX_DEPTH || typeof node !== 'object' || node === null || Array.isArray(node)) return;
    const record = node as Record<string, unknown>;
    const effective = ancestorsOn && isOn(record['enabled']);
    const id = typeof record['modId'] === 'string' ? record['modId'].trim() : '';
    if (id !== '') seen.set(id, (seen.get(id) ?? true) && effective);
    const children = record['childrenNodes'];
    if (Array.isArray(children)) for (const child of children) visit(child, effective, depth + 1);
  };

  for (const root of Array.isArray(tree) ? tree : [tree]) visit(root, true, 1);

  const result = allSwitchesOff() as { -readonly [K in KnownSwitchId]: boolean } & { other: Record<string, boolean> };
  for (const [id, on] of seen) {
    if (isKnown(id)) result[id] = on;
    else result.other[id] = on;
  }
  return result;
}

/** Reads any switch by id, known or not; an id the tree did not carry is off. */
export function isSwitchOn(switches: Switches, id: string): boolean {
  return isKnown(id) ? switches[id] : switches.other[id] === true;
}
