/**
 * The texts of the `hostile` content scenario (scenarios.ts): what a compromised or careless back office could put
 * in every text the app shows. The full security corpus (tests/security: the Big List of Naughty Strings plus
 * OWASP filter-evasion vectors, several hundred strings) is loaded by the end-to-end tests through
 * `POST /__demo/hostile`; this small sample makes the scenario useful in a browser without it.
 */

export interface HostileTexts {
  /** Text and HTML payloads: names, titles, messages, announcement and help HTML. */
  readonly payloads: readonly string[];
  /** Link targets for banners, notices and customer service: every one must be refused by the app. */
  readonly links: readonly string[];
}

export const DEMO_HOSTILE_SAMPLE: HostileTexts = {
  payloads: [
    '<img src=x onerror="__xss(\'demo-1\')">',
    "<script>__xss('demo-2')</script>",
    '<a href="javascript:__xss(\'demo-3\')">Claim your bonus</a>',
    '<svg onload="__xss(\'demo-4\')"></svg>',
    '<iframe srcdoc="<script>parent.__xss(\'demo-5\')</script>"></iframe>',
    '<div style="position:fixed;inset:0;width:5000px">Layout breaker</div>',
    "\"><img src=x onerror=__xss('demo-7')>",
    '<a href="data:text/html,<script>__xss(\'demo-8\')</script>">Open</a>',
    '<meta http-equiv="refresh" content="0;url=javascript:__xss(\'demo-9\')">',
    '<base href="https://evil.example/">',
    'Ｔｈｉｓ ｉｓ ａ ｖｅｒｙ ｌｏｎｇ ｆｕｌｌ-ｗｉｄｔｈ ｔｉｔｌｅ ｗｉｔｈｏｕｔ ａｎｙ ｂｒｅａｋｓ ｉｎ ｉｔ ａｔ ａｌｌ',
    '‮Right-to-left override',
    'Supercalifragilisticexpialidocious'.repeat(6),
    '𝕋𝕙𝕖 𝕢𝕦𝕚𝕔𝕜 𝕓𝕣𝕠𝕨𝕟 𝕗𝕠𝕩 🎰🎲💰 Z̴̡̛a̷̢l̸g̵o̶',
  ],
  links: [
    "javascript:__xss('demo-link-1')",
    " JavaScript:__xss('demo-link-2')",
    "data:text/html,<script>__xss('demo-link-3')</script>",
    'vbscript:msgbox("demo-link-4")',
    '//evil.example/demo-link-5',
    '/\\evil.example/demo-link-6',
    "java\tscript:__xss('demo-link-7')",
    "&#106;avascript:__xss('demo-link-8')",
  ],
};

/** How many payloads one HTML field (an announcement, a help item) carries at once. */
export const HOSTILE_HTML_CHUNK = 24;
