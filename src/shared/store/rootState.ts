import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/**
 * The store's state. shared/ may not import app/, so app/store.ts fills this interface in
 * through declaration merging; shared hooks and selectors are then fully typed.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RootState {}

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
