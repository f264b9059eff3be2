import { createContext, useContext } from 'react';
import type { TSessionUser } from '@ctf/shared/schemas/user';

export const SignedInUserContext = createContext<TSessionUser | null>(null);

/** The user of a signed-in area; only for components rendered inside <RequireSession>. */
export function useSignedInUser(): TSessionUser {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser is used outside <RequireSession>');
  return user;
}
