/**
 * A reset link's state when its page opens: an authority that offers PruefePasswortLink tells at
 * once whether the link still works, so a used or expired link says so before the resident types
 * the new password twice. Without the function (or while asking, or when the question fails) the
 * form is shown as before and the answer to the save says it.
 */
import { useQuery } from '@tanstack/react-query';
import { useGate } from '../../api/capabilities';

export type ResetLinkState = 'usable' | 'spent' | 'unknown';

export function useResetLinkState(token: string | null): ResetLinkState {
  const check = useGate().fn('PruefePasswortLink');
  const answer = useQuery({
    queryKey: ['PruefePasswortLink', token],
    queryFn: async () => (await check!({ token: token! })) === true,
    enabled: Boolean(check && token),
    // Using the link changes the answer: never reuse an old one.
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
  if (!check || !token || answer.isError) return 'usable';
  if (answer.isPending) return 'unknown';
  return answer.data ? 'usable' : 'spent';
}
