/** Where a list fed by a query stands: skeletons while loading, the error with retry, or the data. */
export type LaunchLoadStatus = 'loading' | 'error' | 'ready';
