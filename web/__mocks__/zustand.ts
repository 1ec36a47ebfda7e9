/**
 * Vitest mock of zustand that resets every store to its initial state after each test
 * (zustand docs, "Testing": https://zustand.docs.pmnd.rs/guides/testing).
 * Activated by `vi.mock('zustand')` in `src/testing/setup.ts`.
 */
import { act } from '@testing-library/react';
import type * as ZustandExportedTypes from 'zustand';

export * from 'zustand';

const { create: actualCreate, createStore: actualCreateStore } =
  await vi.importActual<typeof ZustandExportedTypes>('zustand');

/** One reset function per store created while the test file runs. */
export const storeResetFns = new Set<() => void>();

function createUncurried<T>(stateCreator: ZustandExportedTypes.StateCreator<T>) {
  const store = actualCreate(stateCreator);
  const initialState = store.getInitialState();
  storeResetFns.add(() => {
    store.setState(initialState, true);
  });
  return store;
}

export const create = (<T>(stateCreator: ZustandExportedTypes.StateCreator<T>) => {
  return typeof stateCreator === 'function' ? createUncurried(stateCreator) : createUncurried;
}) as typeof ZustandExportedTypes.create;

function createStoreUncurried<T>(stateCreator: ZustandExportedTypes.StateCreator<T>) {
  const store = actualCreateStore(stateCreator);
  const initialState = store.getInitialState();
  storeResetFns.add(() => {
    store.setState(initialState, true);
  });
  return store;
}

export const createStore = (<T>(stateCreator: ZustandExportedTypes.StateCreator<T>) => {
  return typeof stateCreator === 'function' ? createStoreUncurried(stateCreator) : createStoreUncurried;
}) as typeof ZustandExportedTypes.createStore;

afterEach(() => {
  act(() => {
    storeResetFns.forEach((resetFn) => {
      resetFn();
    });
  });
});
