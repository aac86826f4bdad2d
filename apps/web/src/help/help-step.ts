/**
 * The step the current screen is on, for choosing its help item (docs/product/calculation.md#screens: route, then step, then
 * language). A multi-step screen (the diet wizard) calls `setHelpStep(n)` as its step changes and
 * `setHelpStep(null)` when it unmounts; screens without steps leave it null.
 */
import { useSyncExternalStore } from 'react';

let currentStep: number | null = null;
const listeners = new Set<() => void>();

export function setHelpStep(step: number | null): void {
  if (step === currentStep) return;
  currentStep = step;
  for (const listener of listeners) listener();
}

export function getHelpStep(): number | null {
  return currentStep;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHelpStep(): number | null {
  return useSyncExternalStore(subscribe, getHelpStep, getHelpStep);
}
