import { trpc } from '../../lib/trpc';

/** The account and the competitor record, which the account page and the wizard both need. */
export function useAccountData() {
  const account = trpc.account.me.useQuery();
  const competitor = trpc.competitors.me.useQuery();
  const queries = [account, competitor];
  return {
    account: account.data,
    competitor: competitor.data,
    isError: queries.some((query) => query.isError),
    isRetrying: queries.some((query) => query.isFetching),
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}
