import type { CertificateCheck } from '@ctf/shared/schemas/certificates';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadApi } from '../auth/lazy-api';

export type CheckState = { status: 'loading' } | { status: 'failed' } | { status: 'done'; result: CertificateCheck };

const UNKNOWN: CheckState = { status: 'done', result: { status: 'unknown' } };

/**
 * The server's answer about one code, through the plain tRPC client: the check page is public and
 * carries no React Query (docs/decisions.md, Client: page weight). `attempt` asks again after a
 * failure; a change of language asks again too (the issuer is named in the reader's language).
 */
export function useCertificateCheck(code: string | null, attempt: number): CheckState {
  const { i18n } = useTranslation();
  const request = `${code}:${attempt}:${i18n.language}`;
  // The answer with the request it answers: an older one reads as still loading.
  const [answer, setAnswer] = useState<{ request: string; state: CheckState } | null>(null);
  useEffect(() => {
    if (code === null) return;
    let isCurrent = true;
    const settle = (state: CheckState) => {
      if (isCurrent) setAnswer({ request, state });
    };
    loadApi()
      .then((api) => api.certificates.check.query({ code }))
      .then(
        (result) => settle({ status: 'done', result }),
        () => settle({ status: 'failed' }),
      );
    return () => {
      isCurrent = false;
    };
  }, [code, request]);
  // A code that cannot be one is unknown without asking.
  if (code === null) return UNKNOWN;
  return answer?.request === request ? answer.state : { status: 'loading' };
}
