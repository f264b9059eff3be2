import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../components/ui/notify';
import { errorCodeOf, serverMessageOf } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { trpc } from '../../lib/trpc';
import type { AccessRefusal } from './types';

/** A tab opened right away, while the click still counts as the user's, and pointed at the URL later. */
function openPendingTab(title: string): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  // The external platform must not reach back into this page (reverse tabnabbing).
  tab.opener = null;
  try {
    tab.document.title = title;
    tab.document.body.textContent = title;
  } catch {
    // Some browsers do not let the opener write into the new tab; it stays blank until it navigates.
  }
  return tab;
}

/**
 * The Access button (spec: "a link, opened in a new tab"): the server checks eligibility and answers
 * the competition's CTFd address. The tab is opened on the click itself, because pop-up blockers
 * refuse a window opened after the answer arrives; without a tab the page itself goes there.
 * Without a Discord link: a "discord required" error and the account page (spec section 6).
 */
export function useCtfdAccess() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = trpc.competitions.ctfd.useMutation();

  /**
   * A refusal the list already knows (issue 12 item 7) is said at once, and no tab opens; otherwise
   * the server decides (and may still refuse, e.g. after a change since the list loaded).
   */
  const access = (slug: string, refusal: AccessRefusal | null = null) => {
    if (refusal) {
      notify({ type: 'error', title: t(`competitions.access.refusal.${refusal}`) });
      if (refusal === 'DISCORD_REQUIRED') navigate(PATHS.account);
      if (refusal === 'NOT_A_COMPETITOR') navigate(PATHS.competitorWizard);
      return;
    }
    const tab = openPendingTab(t('competitions.access.opening'));
    mutation.mutate(
      { slug },
      {
        onSuccess: ({ url }) => {
          if (tab && !tab.closed) tab.location.href = url;
          else window.location.assign(url);
        },
        onError: (error) => {
          tab?.close();
          if (errorCodeOf(error) === 'DISCORD_REQUIRED') {
            notify({ type: 'error', title: t('competitions.access.discordRequired') });
            navigate(PATHS.account);
            return;
          }
          notify({ type: 'error', title: serverMessageOf(error) ?? t('competitions.genericError') });
        },
      },
    );
  };

  return { access, pendingSlug: mutation.isPending ? mutation.variables?.slug : undefined };
}
