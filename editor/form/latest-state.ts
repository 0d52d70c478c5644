// A form's state that whatever finishes later updates from its latest value, never from the value
// of the render in which it began: a photo read for seconds writes its name onto what she typed
// meanwhile, not over it.
import { useCallback, useRef, useState } from "react";

/**
 * The value as drawn; `update`, which makes the next value from the latest one (also when called
 * from a callback of an older render) and gives it back, for what is kept beside it (her draft);
 * and `latest`, the value as the last update left it, before the next drawing.
 */
export function useLatestState<Value>(
  initial: Value | (() => Value),
): [Value, (next: (latest: Value) => Value) => Value, () => Value] {
  const [value, setValue] = useState(initial);
  const latest = useRef(value);
  const update = useCallback((next: (latest: Value) => Value) => {
    latest.current = next(latest.current);
    setValue(latest.current);
    return latest.current;
  }, []);
  const current = useCallback(() => latest.current, []);
  return [value, update, current];
}
