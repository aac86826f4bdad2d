/**
 * The diet wizard tells the help dialog which step is shown (docs/product/calculation.md#screens: the help item is chosen by route,
 * then step, then language). Help items number the wizard's steps from 1 (animal data) to
 * 4 (restrictions); the wizard counts from 0. Leaving the wizard clears the step.
 */
import { useEffect } from 'react';
import { setHelpStep } from '../../help/help-step';

export function useReportHelpStep(wizardStep: number): void {
  useEffect(() => {
    setHelpStep(wizardStep + 1);
  }, [wizardStep]);
  useEffect(() => () => setHelpStep(null), []);
}
