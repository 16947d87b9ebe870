import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';

export interface ConfirmationProps {
  title: string;
  children: ReactNode;
  /** Buttons below the text. */
  actions?: ReactNode;
}

/** The German confirmation after a flow's call; it takes the focus so it is read out at once. */
export function Confirmation({ title, children, actions }: ConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck size={22} aria-hidden="true" />} data-testid="register-confirmation">
      <Stack gap="sm">
        <Title order={3} size="h4" ref={heading} tabIndex={-1} style={{ outlineOffset: 4 }}>
          {title}
        </Title>
        <Text size="sm" component="div">
          {children}
        </Text>
        {actions}
      </Stack>
    </Alert>
  );
}
