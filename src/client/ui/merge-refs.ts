import type { Ref, RefCallback } from 'react';

/** One ref callback feeding several refs: a caller's (react-hook-form's register) and our own. */
export function mergeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (value) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(value);
      else if (ref) ref.current = value;
    }
  };
}
