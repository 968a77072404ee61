/**
 * A signal that aborts after `ms`, or when `parent` aborts, whichever comes first. Built from
 * setTimeout and one AbortController because AbortSignal.timeout and AbortSignal.any are missing
 * from older Android browsers, where every call would otherwise fail before it starts.
 */
export function deadlineSignal(ms: number, parent?: AbortSignal): { signal: AbortSignal; timedOut: () => boolean; done: () => void } {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  const follow = () => controller.abort();
  if (parent?.aborted) controller.abort();
  else parent?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done: () => {
      clearTimeout(timer);
      parent?.removeEventListener('abort', follow);
    },
  };
}
