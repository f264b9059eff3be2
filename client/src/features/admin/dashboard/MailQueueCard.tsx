import { useTranslation } from 'react-i18next';
import { MailIcon } from '../icons';
import { StatCard } from './StatCard';

/** Past this the oldest message is shown as a warning: mail is normally sent within seconds. */
const DELAYED_SECONDS = 600;

/** "5 minutes" / "5 минута" in the interface language, in the largest whole unit. */
function formatAge(seconds: number, language: string): string {
  const [amount, unit] =
    seconds < 90
      ? [Math.max(1, seconds), 'second']
      : seconds < 90 * 60
        ? [Math.round(seconds / 60), 'minute']
        : seconds < 48 * 3600
          ? [Math.round(seconds / 3600), 'hour']
          : [Math.round(seconds / 86_400), 'day'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}

/** Issue 17: a mail provider outage shows here as a growing queue and an aging oldest message. */
export function MailQueueCard({ depth, oldestAgeSeconds }: { depth: number; oldestAgeSeconds: number | null }) {
  const { t, i18n } = useTranslation();
  return (
    <StatCard
      label={t('admin.dashboard.mailQueue')}
      value={depth}
      icon={<MailIcon />}
      testId="stat-mail-queue"
      isWarning={oldestAgeSeconds !== null && oldestAgeSeconds >= DELAYED_SECONDS}
      note={
        oldestAgeSeconds === null
          ? t('admin.dashboard.mailQueueEmpty')
          : t('admin.dashboard.mailQueueOldest', { age: formatAge(oldestAgeSeconds, i18n.language) })
      }
    />
  );
}
