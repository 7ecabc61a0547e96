import { useSearchParams } from 'react-router-dom';
import { useApiAction } from 'shared-ui';
import { confirmUnsubscribe } from 'shared-contracts';

/** The page's token (`?t=`) and the confirmation call (POST /unsubscribe, no session). */
export function useUnsubscribe() {
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const action = useApiAction((client) => confirmUnsubscribe(client, token));
  return { token, ...action };
}
