/**
 * The whitelabel switch tree the demo platform serves (docs/protocol.md: `{modId, enabled: "1"|"0", childrenNodes[]}`)
 * and the flat map the demo's own rules read. Everything the spec can switch is on by default, so every flow can
 * be tried; a story or test turns a switch off with `platform.area('switches', …)` overrides via `setSwitch`.
 */
export interface DemoSwitchNode {
  readonly modId: string;
  readonly enabled: '1' | '0';
  readonly childrenNodes: readonly DemoSwitchNode[];
}

const leaf = (modId: string, on = true): DemoSwitchNode => ({ modId, enabled: on ? '1' : '0', childrenNodes: [] });

export const DEFAULT_SWITCHES: Readonly<Record<string, boolean>> = {
  COMM3: true,
  REG3: true,
  DIRECTREG3: true,
  USERNAMEREG3: true,
  MOBILENUMREG3: true,
  MOBILENUMPASSREG3: true,
  REGMOBVERF3: true,
  PASS3: true,
  CHNGPASSVERIF3: true,
  CAPTCHA3: true,
  VERIFICATION3: true,
  GAMELO3: true,
  GAMELOHOT3: true,
  GAMELOFAV3: true,
  GAMELOREC3: true,
  AGENTPOLICY3: true,
  SIGNCONDIV3: true,
  DAILYSALCONT3: true,
  HOURSAL3: true,
  RTSALARY3: true,
  FUNDTRANS3: true,
  PTSYS3: true,
  REWCEN3: true,
  INBOX3: true,
  MANPLAYREB3: true,
  CBS3: true,
  // Member-centre pages (docs/centres.md "Member page visibility"); CREDITMAR3, a credit-market brand without deposit
  // and withdrawal pages, is off.
  DEPOSIT: true,
  WITHDRAW: true,
  CREDITMAR3: false,
  AGETRANSFERUP3: true,
  MAILCEN: true,
  PLYRBT: true,
  // Agent-centre entries (§2: dividend, daily, hourly and real-time salary pages), under AGENTPOLICY3.
  enableCt: true,
  salary: true,
  hourSalary: true,
  agentRealtimeSalary: true,
};

export interface DemoSwitches {
  /** The current flat map (after overrides). */
  map(): Readonly<Record<string, boolean>>;
  set(id: string, on: boolean): void;
  /** The tree as the platform sends it: registration, password, games and agent switches grouped. */
  tree(): DemoSwitchNode[];
}

export function createSwitches(): DemoSwitches {
  const current: Record<string, boolean> = { ...DEFAULT_SWITCHES };
  const node = (id: string, children: DemoSwitchNode[] = []): DemoSwitchNode => ({
    ...leaf(id, current[id] ?? false),
    childrenNodes: children,
  });
  return {
    map: () => ({ ...current }),
    set(id, on) {
      current[id] = on;
    },
    tree: () => [
      node('COMM3', [node('CAPTCHA3'), node('VERIFICATION3'), node('CBS3'), node('INBOX3')]),
      node('REG3', [
        node('DIRECTREG3'),
        node('USERNAMEREG3'),
        node('MOBILENUMREG3'),
        node('MOBILENUMPASSREG3'),
        node('REGMOBVERF3'),
      ]),
      node('PASS3', [node('CHNGPASSVERIF3')]),
      node('GAMELO3', [node('GAMELOHOT3'), node('GAMELOFAV3'), node('GAMELOREC3')]),
      node('AGENTPOLICY3', [
        node('SIGNCONDIV3'),
        node('DAILYSALCONT3'),
        node('HOURSAL3'),
        node('RTSALARY3'),
        node('enableCt'),
        node('salary'),
        node('hourSalary'),
        node('agentRealtimeSalary'),
      ]),
      node('FUNDTRANS3'),
      node('PTSYS3'),
      node('REWCEN3'),
      node('MANPLAYREB3'),
      node('DEPOSIT'),
      node('WITHDRAW'),
      node('CREDITMAR3'),
      node('AGETRANSFERUP3'),
      node('MAILCEN'),
      node('PLYRBT'),
    ],
  };
}
