import { useEffect, useState } from 'react';
import type { InternalSigner } from '../../../shared/contracts/contracts.schema';
import { apiGet } from '../../lib/api';
import { useOffline } from '../../offline/offline-context';

let cached: InternalSigner[] | null = null;

/** The company's users who may sign for it (GET /api/contract_template/internalSigners); the last list is kept for offline use. */
export function useInternalSigners(): InternalSigner[] | null {
  const online = useOffline().status.online;
  const [signers, setSigners] = useState<InternalSigner[] | null>(cached);
  useEffect(() => {
    if (!online) return;
    let live = true;
    apiGet<{ data: InternalSigner[] }>('/api/contract_template/internalSigners')
      .then((res) => {
        cached = res.data;
        if (live) setSigners(res.data);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [online]);
  return signers;
}
