import { createContext, useContext } from 'react';

/**
 * False while a page is mounted hidden under a project or source still being read (ScopeOutlet).
 * Store syncs may start then; dashboard API calls wait, since for a scope that turns out missing
 * their failure toast would contradict the "not found" panel.
 */
export const ScopeReadyContext = createContext(true);

export const useScopeReady = (): boolean => useContext(ScopeReadyContext);
