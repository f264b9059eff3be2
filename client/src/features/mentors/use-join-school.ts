import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MentorInstitution } from '@ctf/shared/schemas/mentors';
import { httpStatusOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { forgetJoinCode, isJoinCode, readJoinCode, rememberJoinCode } from './join-code';
import { JOIN_PARAM } from './join-paths';

/**
 * The school a school link (`/join/<code>`) chose for the application: from the address
 * (`?join=`), or remembered in this browser since the visit. A code that no longer names a
 * school (rotated by an admin) is forgotten.
 */
export function useJoinSchool(): { isLoading: boolean; school: MentorInstitution | null } {
  const [searchParams] = useSearchParams();
  const fromAddress = searchParams.get(JOIN_PARAM);
  const [code] = useState(() => (isJoinCode(fromAddress) ? fromAddress : readJoinCode()));
  const lookup = trpc.mentors.institutionByJoinCode.useQuery(
    { code: code ?? '' },
    { enabled: code !== null, retry: false, staleTime: 60_000 },
  );
  const isGone = [400, 404].includes(httpStatusOf(lookup.error) ?? 0);

  useEffect(() => {
    if (code === null) return;
    if (isGone) forgetJoinCode();
    else rememberJoinCode(code);
  }, [code, isGone]);

  return { isLoading: code !== null && lookup.isPending && !lookup.isError, school: lookup.data ?? null };
}
