import { Box, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { SIGN_UP_TEXTS } from 'shared-contracts/src/association/association-sign-up.texts';

export const SIGN_UP_STEPS = ['association', 'manager', 'documents', 'summary'] as const;

/**
 * Where the person is in the four steps: an ordered list, the current step marked for screen
 * readers (aria-current), the steps already done as buttons to go back. Our own rather than
 * Mantine's Stepper, which every first visit would carry in the shared Mantine copy for one page.
 * Two columns on a phone, four in a row from 'sm' up.
 */
export function SignUpProgress({ step, onGoTo }: { step: number; onGoTo: (step: number) => void }) {
  return (
    <SimpleGrid
      component="ol"
      cols={{ base: 2, sm: 4 }}
      spacing="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {SIGN_UP_STEPS.map((id, index) => {
        const done = index < step;
        const current = index === step;
        const content = (
          <Box style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
            <ThemeIcon
              radius="xl"
              size="md"
              variant={current || done ? 'filled' : 'light'}
              color={current || done ? 'teal.8' : 'gray'}
              aria-hidden
            >
              <Text size="xs" fw={700}>
                {index + 1}
              </Text>
            </ThemeIcon>
            <Box>
              <Text size="sm" fw={current ? 700 : 500}>
                {SIGN_UP_TEXTS.steps[id]}
              </Text>
              <Text size="xs" c="gray.7">
                {SIGN_UP_TEXTS.stepDescriptions[id]}
              </Text>
            </Box>
          </Box>
        );
        return (
          <li key={id} aria-current={current ? 'step' : undefined}>
            {done ? (
              <UnstyledButton onClick={() => onGoTo(index)} style={{ textAlign: 'left' }}>
                {content}
              </UnstyledButton>
            ) : (
              content
            )}
          </li>
        );
      })}
    </SimpleGrid>
  );
}
