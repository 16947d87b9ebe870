import { Button } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';

/** Opens the login dialog, with the given login filled in. */
export function LoginButton({ label, identifier, onLogin }: { label: string; identifier?: string; onLogin?(identifier?: string): void }) {
  if (!onLogin) return null;
  return (
    <div>
      <Button onClick={() => onLogin(identifier || undefined)} leftSection={<IconLogin2 size={18} aria-hidden="true" />}>
        {label}
      </Button>
    </div>
  );
}
