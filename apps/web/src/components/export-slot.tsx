import { createContext, type ReactNode, useContext } from 'react';

/** Renders the app's export button for a data type and its params (features/exports, given by the app). */
export type RenderExport = (dataType: string, params: Record<string, unknown>, label?: string) => ReactNode;

const ExportSlot = createContext<RenderExport | null>(null);

/**
 * Where a component deep inside another feature offers an export (the SKU preview drawer of the content
 * editor, inside both wizards and the quick campaign) without importing the exports feature: the app
 * provides the renderer once (app/provider.tsx). Routes that compose features pass `renderExport` props
 * instead; this is for trees too deep to thread one through. Without a provider nothing is shown.
 */
export const ExportSlotProvider = ExportSlot.Provider;

export function useRenderExport(): RenderExport | null {
  return useContext(ExportSlot);
}
