import { Alert, Button, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage, failureCode } from 'shared-contracts';
import { UI_TEXTS } from '../../config/texts';
import type { ApiCallState } from '../../hooks/use-api-call';

export interface PageLoadingProps {
  /** Skeleton lines drawn under the title block. */
  lines?: number;
}

/** The loading skeleton of a page: the shape of what comes, announced to screen readers. */
export function PageLoading({ lines = 4 }: PageLoadingProps) {
  return (
    <Stack gap="sm" aria-busy="true" data-testid="page-loading">
      <VisuallyHidden role="status">{UI_TEXTS.loading}</VisuallyHidden>
      <Skeleton height={32} width="60%" radius="sm" />
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} height={16} width={index === lines - 1 ? '40%' : '100%'} />
      ))}
    </Stack>
  );
}

export interface PageEmptyProps {
  /** What is missing, in the screen's words ('Aucun projet trouvé'). */
  title: string;
  description?: ReactNode;
  /** A way out: a link or a button. */
  action?: ReactNode;
  /** 1 when the empty state is the whole page (a resource not found): its heading is the page's. */
  headingOrder?: 1 | 2;
}

/** An empty list or an absent resource. */
export function PageEmpty({ title, description, action, headingOrder = 2 }: PageEmptyProps) {
  return (
    <Stack gap="xs" align="center" py="xl" data-testid="page-empty">
      <Title order={headingOrder} size="h4" ta="center">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" ta="center">
          {description}
        </Text>
      )}
      {action}
    </Stack>
  );
}

export interface PageErrorProps {
  /** The failure: its French text comes from the one error mapping of shared-contracts. */
  error?: unknown;
  /** Overrides the mapped text. */
  message?: string;
  /** The text when the server answers that the thing asked for does not exist (`not_found`). */
  notFoundMessage?: string;
  onRetry?: () => void;
}

/** A page (or a block) whose data could not be loaded, with a way to try again. */
export function PageError({ error, message, notFoundMessage, onRetry }: PageErrorProps) {
  const text =
    notFoundMessage !== undefined && failureCode(error) === 'not_found' ? notFoundMessage : message;
  return (
    <Alert
      color="red"
      variant="light"
      title={UI_TEXTS.errorTitle}
      role="alert"
      data-testid="page-error"
    >
      <Stack gap="sm">
        <Text size="sm">{text ?? errorMessage(error)}</Text>
        {onRetry && (
          <Button variant="light" color="red" w="fit-content" onClick={onRetry}>
            {UI_TEXTS.retry}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

const isEmptyList = (data: unknown): boolean => Array.isArray(data) && data.length === 0;

export interface CallStatesProps<T> {
  /** A useApiCall's state. */
  call: Pick<ApiCallState<T>, 'data' | 'error' | 'isLoading' | 'reload'>;
  /** The skeleton's lines while the first answer is awaited. */
  lines?: number;
  /** The error state's text ('Impossible de charger les dons.'); the mapped error's otherwise. */
  errorMessage?: string;
  /** Whether the loaded data has nothing to show (`empty` instead); by default, an empty array. */
  isEmpty?: (data: T) => boolean;
  /** The empty state (a PageEmpty with the screen's words). */
  empty?: ReactNode;
  /** The loaded data. */
  children: (data: T) => ReactNode;
}

/**
 * A block that shows a call's data: the skeleton until it comes, the error and retry if it
 * fails, the empty state when there is nothing to list.
 */
export function CallStates<T>({
  call,
  lines,
  errorMessage,
  isEmpty = isEmptyList,
  empty,
  children,
}: CallStatesProps<T>) {
  if (call.isLoading && call.data === undefined) return <PageLoading lines={lines} />;
  if (call.data === undefined)
    return <PageError error={call.error} message={errorMessage} onRetry={call.reload} />;
  if (empty !== undefined && isEmpty(call.data)) return <>{empty}</>;
  return <>{children(call.data)}</>;
}
