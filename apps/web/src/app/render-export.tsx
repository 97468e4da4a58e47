import { lazy, Suspense } from 'react';
import type { RenderExport } from '../components/export-slot';

// Loaded when a page first offers an export, not with the app.
const ExportButton = lazy(async () => ({
  default: (await import('../features/exports/components/export-button')).ExportButton,
}));

/** The app's export button for components/export-slot.tsx. */
export const renderExport: RenderExport = (dataType, params, label) => (
  <Suspense fallback={null}>
    <ExportButton dataType={dataType} params={params} label={label} />
  </Suspense>
);
