import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

type Key = 'webhook' | 'delivery' | 'status' | 'event';

/**
 * The open webhook, the open delivery and the delivery filters live in the URL (?webhook=…&delivery=…),
 * so they are part of the router location in the store: a link reopens them and a replay shows them.
 */
export function useWebhookDrawerParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Partial<Record<Key, string | null>>) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      }),
    [setParams],
  );
  return {
    webhookId: params.get('webhook'),
    deliveryId: params.get('delivery'),
    status: params.get('status') ?? '',
    event: params.get('event') ?? '',
    open: (webhookId: string) => update({ webhook: webhookId, delivery: null, status: null, event: null }),
    close: () => update({ webhook: null, delivery: null, status: null, event: null }),
    openDelivery: (deliveryId: string | null) => update({ delivery: deliveryId }),
    filter: (changes: { status?: string; event?: string }) => update({ ...changes, delivery: null }),
  };
}
