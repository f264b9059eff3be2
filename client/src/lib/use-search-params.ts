import { useCallback } from 'react';
import {
  type SetURLSearchParams,
  createSearchParams,
  useNavigate,
  useSearchParams as useRouterSearchParams,
} from 'react-router-dom';

/**
 * react-router's `useSearchParams`, except that a functional update starts from the address as it is
 * now, not as it was when the component last drew. The router draws a new address in a transition,
 * after the address bar has changed: two changes made before it has drawn (two filters chosen in
 * quick succession) would both start from the old address, and the second would undo the first.
 * The admin and organizer lists must use it (eslint.config.js).
 */
export function useSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [searchParams] = useRouterSearchParams();
  const navigate = useNavigate();
  const setSearchParams = useCallback<SetURLSearchParams>(
    (nextInit, options) => {
      const now = typeof window === 'undefined' ? searchParams : new URLSearchParams(window.location.search);
      const next = createSearchParams(typeof nextInit === 'function' ? nextInit(new URLSearchParams(now)) : nextInit);
      void navigate(`?${next.toString()}`, options);
    },
    [navigate, searchParams],
  );
  return [searchParams, setSearchParams];
}
