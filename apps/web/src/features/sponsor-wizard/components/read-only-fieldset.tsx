import type { ReactNode } from 'react';

/**
 * Spec 2 §2, §6: a user who may not save the campaign (the role matrix row of the save, `canFinish`) sees its fields,
 * not editable. A disabled fieldset disables every native control inside (inputs, selects, date buttons);
 * controls that are not native (the slider) and the content editors take `readOnly` themselves.
 */
export function ReadOnlyFieldset({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  if (!readOnly) return children;
  return (
    <fieldset disabled style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}
