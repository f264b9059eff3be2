import { useTranslation } from 'react-i18next';
import { CompetitionPageFrame } from '@/features/competitions/CompetitionPageFrame';
import { EmptyNotice, LoadError } from '@/features/competitions/StateViews';
import { errorCodeOf } from '@/lib/errors';

interface CompetitionLoadFailedProps {
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A competition page whose data did not load: "not found" for an unknown slug, else the error and a retry. */
export function CompetitionLoadFailed({ title, error, onRetry }: CompetitionLoadFailedProps) {
  const { t } = useTranslation();
  return (
    <CompetitionPageFrame title={title} heading={title}>
      {errorCodeOf(error) === 'NOT_FOUND' ? (
        <EmptyNotice title={t('competitions.notFound')} data-testid="competition-not-found" />
      ) : (
        <LoadError error={error} onRetry={onRetry} />
      )}
    </CompetitionPageFrame>
  );
}
