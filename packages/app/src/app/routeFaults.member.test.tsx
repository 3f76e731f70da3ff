import { ALL_ROUTE_VISITS } from '../../../../tests/e2e/gates/routeSamples';
import { sweepRoutes } from '../test/routeFaultSweep';

// Every route of the route table under every platform fault, as a member (the sweep: test/routeFaultSweep.tsx).
sweepRoutes('member', ALL_ROUTE_VISITS);
