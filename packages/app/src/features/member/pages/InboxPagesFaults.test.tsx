import { sweepRoutes } from '../../../test/routeFaultSweep';

// §8 the messages, manual rebate and referral pages under every platform fault, as a member: the route sweep visits
// /member on its first page only, so these tabs are swept here (test/routeFaultSweep.tsx).
sweepRoutes('member', [
  { address: '/member?tab=messageV2' },
  { address: '/member?tab=manualRebate' },
  { address: '/member?tab=referral' },
]);
