import { useCallback, useState } from 'react';

/**
 * State that the caller may own (`value` given: controlled) or leave to the component
 * (`defaultValue`: uncontrolled). `setValue` always calls `onChange`; it only updates the
 * internal state while uncontrolled.
 */
export function useControllableState<Value>(
  value: Value | undefined,
  defaultValue: Value,
  onChange: ((value: Value) => void) | undefined,
): [Value, (next: Value) => void] {
  const [internalValue, setInternalValue] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : internalValue;
  const setValue = useCallback(
    (next: Value) => {
      if (!isControlled) setInternalValue(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [current, setValue];
}
