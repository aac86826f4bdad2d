import { lazy, Suspense } from 'react';
import { withLaterTexts } from '../i18n/i18n';
import { useAccess } from '../session/use-access';

const ConsultancyTools = lazy(
  withLaterTexts(() => import('./ConsultancyTools').then((module) => ({ default: module.ConsultancyTools }))),
);

/**
 * The toolbar's consultant tools (docs/product/shell.md#screens, consultants only; the layout shows them on
 * desktop), loaded only for consultants, once their clients are read.
 */
export function ConsultancyToolbar() {
  const { can } = useAccess();
  if (!can('consultancy')) return null;
  return (
    <Suspense fallback={null}>
      <ConsultancyTools />
    </Suspense>
  );
}
