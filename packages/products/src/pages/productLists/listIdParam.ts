import { useSearchParams } from 'react-router-dom';

/** The list a sub-screen works on, from ?id= (a whole number), or null. */
export function useListIdParam(): number | null {
  const [params] = useSearchParams();
  const raw = params.get('id');
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}
