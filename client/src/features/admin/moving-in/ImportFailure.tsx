import { Alert } from '@chakra-ui/react/alert';
import { useTranslation } from 'react-i18next';
import { httpStatusOf, isAppClientError, serverMessageOf, useServerMessages } from '@/lib/errors';

/** What went wrong: the file could not be read here, or the server refused or did not answer. */
export type ImportFailureCause = { during: 'check' | 'import'; error: unknown } | { during: 'read' };

/** The answer's status: from the tRPC error, else from the response itself (a body too large never reached tRPC). */
function statusOf(error: unknown): number | undefined {
  if (!isAppClientError(error)) return undefined;
  const response: unknown = error.meta?.response;
  return httpStatusOf(error) ?? (response instanceof Response ? response.status : undefined);
}

/**
 * A failed check or import, said in the page's language. The server's refusals come with a code
 * and its text; a body over the server's limit (413) and a request that got no answer carry none.
 */
export function ImportFailure({ cause }: { cause: ImportFailureCause }) {
  const { t } = useTranslation();
  useServerMessages(cause.during !== 'read');
  const title =
    cause.during === 'import' ? t('admin.movingIn.errors.importFailed') : t('admin.movingIn.errors.checkFailed');
  const text = () => {
    if (cause.during === 'read') return t('admin.movingIn.errors.fileUnreadable');
    const status = statusOf(cause.error);
    if (status === 413) return t('admin.movingIn.errors.tooLargeForServer');
    if (status === undefined) return t('admin.movingIn.errors.noAnswer');
    return serverMessageOf(cause.error) ?? t('admin.common.genericError');
  };
  return (
    <Alert.Root status="error" variant="surface" role="alert" data-testid="import-failure">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{text()}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
