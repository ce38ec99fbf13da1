import { useEffect, useRef, useState } from 'react';

/**
 * A text field over a server value: it follows refetched values while the user is not in it, keeps what the user
 * types while they are (spec 3 §4.6), and saves on blur when the text differs from the server's.
 */
export function useEditableField(serverValue: string, save: (value: string) => void) {
  const [value, setValue] = useState(serverValue);
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setValue(serverValue);
  }, [serverValue]);
  return {
    value,
    onChange: (event: { target: { value: string } }) => setValue(event.target.value),
    onFocus: () => {
      focused.current = true;
    },
    onBlur: () => {
      focused.current = false;
      if (value !== serverValue) save(value);
    },
  };
}
