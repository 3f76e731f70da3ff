/** §2 /agent: the agent landing page with the agent login form. */
export function AgentLandingRoute() {
  return null;
}
