import { useEffect, useState } from 'react';
import { checkSignedIn } from '../../lib/cached-data';

/** On a public page: whether a visitor is signed in (false until the check answers). */
export function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    let current = true;
    void checkSignedIn().then((value) => {
      if (current) setSignedIn(value);
    });
    return () => {
      current = false;
    };
  }, []);
  return signedIn;
}
