import { Button } from '@mantine/core';

/** "Show all" of a list the server cut at its first 100 (the campaigns' card, the search terms' table). */
export function ShowAllButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="subtle" size="compact-sm" onClick={onClick} w="fit-content">
      {label}
    </Button>
  );
}
