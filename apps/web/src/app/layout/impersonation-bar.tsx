/** Spec 1 §2: a 2px red bar across the top while an admin impersonates the user. */
export function ImpersonationBar() {
  return (
    <div
      data-testid="impersonation-bar"
      aria-hidden
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 2,
        background: 'var(--mantine-color-red-6)',
        zIndex: 1000,
      }}
    />
  );
}
