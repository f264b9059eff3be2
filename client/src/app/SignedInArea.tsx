import { RequireSession, type RequireSessionProps } from '../features/auth/RequireSession';
import { DataProvider } from './DataProvider';

/** The session guard inside the data provider: one chunk, fetched when a signed-in area first renders. */
export function SignedInArea(props: RequireSessionProps) {
  return (
    <DataProvider>
      <RequireSession {...props} />
    </DataProvider>
  );
}
