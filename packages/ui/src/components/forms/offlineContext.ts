import { createContext } from 'react';

/**
 * Whether the forms inside cannot reach the platform (no connection). The app provides it once, around every page;
 * each money submit then disables itself and says why (useOfflineReason). A money action is never queued for later.
 * Its own module, free of text and styles: the app's start-up code provides it.
 */
export const FormsOfflineContext = createContext(false);
