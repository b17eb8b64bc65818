import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { MemberCentrePage } from './member-centre-pages';

/** The address parameter that holds the open member-centre page: `/live?mc=withdraw`. */
export const memberCentreParam = 'mc';

/** History state of the entry that opened the centre, so closing it can step back instead. */
interface CentreState {
  memberCentreOpenedHere?: boolean;
}

export interface MemberCentreAddress {
  /** The page asked for in the address (possibly unknown or not allowed), null when closed. */
  requested: string | null;
  /** Opens the centre at `page`: a new history entry, so Back closes it again. */
  open(page: MemberCentrePage): void;
  /** Moves to another page of the open centre, in place (Back still closes the centre). */
  show(page: MemberCentrePage): void;
  /** Closes the centre: back to the entry before it when it was opened here, else in place. */
  close(): void;
}

/**
 * The member centre lives in the address, over whatever page is below it, so a link, a reload and
 * Back all work: every piece that opens, moves or closes it goes through this hook.
 */
export function useMemberCentreAddress(): MemberCentreAddress {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openedHere = (location.state as CentreState | null)?.memberCentreOpenedHere === true;

  const withPage = useCallback(
    (page: MemberCentrePage | null) => {
      const next = new URLSearchParams(params);
      if (page) next.set(memberCentreParam, page);
      else next.delete(memberCentreParam);
      return next;
    },
    [params],
  );

  const open = useCallback(
    (page: MemberCentrePage) => {
      navigate(
        { pathname: location.pathname, search: `?${withPage(page)}`, hash: location.hash },
        { state: { memberCentreOpenedHere: true } satisfies CentreState },
      );
    },
    [navigate, location.pathname, location.hash, withPage],
  );

  const show = useCallback(
    (page: MemberCentrePage) => setParams(withPage(page), { replace: true, state: location.state }),
    [setParams, withPage, location.state],
  );

  const close = useCallback(() => {
    if (openedHere) navigate(-1);
    else setParams(withPage(null), { replace: true });
  }, [openedHere, navigate, setParams, withPage]);

  return { requested: params.get(memberCentreParam), open, show, close };
}
