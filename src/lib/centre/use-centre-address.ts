import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/** History state of the entry that opened a centre, so closing it can step back instead. */
interface CentreState {
  centreOpenedHere?: string;
}

export interface CentreAddress<Page extends string> {
  /** The page asked for in the address (possibly unknown or not allowed), null when closed. */
  requested: string | null;
  /** The page's own address values (`?ac=…&acAccount=bob` -> `{ account: 'bob' }`). */
  extras: Readonly<Record<string, string>>;
  /** Opens the centre at `page`: a new history entry, so Back closes it again. */
  open(page: Page, extras?: Record<string, string>): void;
  /** Moves to another page of the open centre, in place (Back still closes the centre). */
  show(page: Page, extras?: Record<string, string>): void;
  /** Closes the centre: back to the entry before it when it was opened here, else in place. */
  close(): void;
}

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** `ac` + `Account` -> true: the address values that belong to the centre `param` names. */
function isExtraOf(param: string, name: string): boolean {
  return name.startsWith(param) && /^[A-Z]/.test(name.slice(param.length));
}

/**
 * A centre (member or agent) lives in the address, over whatever page is below it, so a link, a
 * reload and Back all work: `?<param>=<page>`, plus values of the page itself as
 * `<param><Name>=<value>` (dropped when the centre moves to another page or closes).
 */
export function useCentreAddress<Page extends string>(param: string): CentreAddress<Page> {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openedHere = (location.state as CentreState | null)?.centreOpenedHere === param;

  const withPage = useCallback(
    (page: Page | null, extras: Record<string, string> = {}) => {
      const next = new URLSearchParams(params);
      for (const name of [...next.keys()]) if (isExtraOf(param, name)) next.delete(name);
      if (page) {
        next.set(param, page);
        for (const [name, value] of Object.entries(extras))
          next.set(`${param}${capitalised(name)}`, value);
      } else next.delete(param);
      return next;
    },
    [params, param],
  );

  const open = useCallback(
    (page: Page, extras?: Record<string, string>) => {
      navigate(
        { pathname: location.pathname, search: `?${withPage(page, extras)}`, hash: location.hash },
        { state: { centreOpenedHere: param } satisfies CentreState },
      );
    },
    [navigate, location.pathname, location.hash, withPage, param],
  );

  const show = useCallback(
    (page: Page, extras?: Record<string, string>) =>
      setParams(withPage(page, extras), { replace: true, state: location.state }),
    [setParams, withPage, location.state],
  );

  const close = useCallback(() => {
    if (openedHere) navigate(-1);
    else setParams(withPage(null), { replace: true });
  }, [openedHere, navigate, setParams, withPage]);

  const extras: Record<string, string> = {};
  for (const [name, value] of params) {
    if (isExtraOf(param, name)) {
      const key = name.slice(param.length);
      extras[key.charAt(0).toLowerCase() + key.slice(1)] = value;
    }
  }
  return { requested: params.get(param), extras, open, show, close };
}
