import { useEffect, useId, useRef } from 'react';

/** A red count on a menu entry, with what it counts read out with the entry's name. */
export interface CentreEntryBadge {
  count: number;
  /** "3 unread messages": what a screen reader says after the entry's name. */
  label: string;
}

/**
 * A centre's page menu: a navigation list, the current page marked (`aria-current`), and a red
 * count on an entry while its count is above 0. `title` is a visible heading above the list (the
 * agent centre's "Agent"); it also names the navigation then.
 */
export function CentreNav<Page extends string>({
  menu,
  current,
  label,
  title,
  pageTitle,
  badgeOf,
  onChoose,
}: {
  menu: readonly Page[];
  current: Page | null;
  /** The navigation's accessible name when it has no visible title. */
  label: string;
  title?: string;
  pageTitle(page: Page): string;
  badgeOf?(page: Page): CentreEntryBadge | null;
  onChoose(page: Page): void;
}) {
  const navRef = useRef<HTMLElement>(null);
  const titleId = useId();
  // On a phone the menu is a strip that scrolls sideways: the current page is kept in view, also
  // when entries arrive later and push it along (invite friends once the referral flag is known).
  const entries = menu.join(',');
  useEffect(() => {
    navRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current, entries]);
  return (
    <nav
      ref={navRef}
      className="centre__nav"
      aria-label={title ? undefined : label}
      aria-labelledby={title ? titleId : undefined}
    >
      {title ? (
        <h3 id={titleId} className="centre__menu-title">
          {title}
        </h3>
      ) : null}
      <ul className="centre__menu">
        {menu.map((page) => {
          const badge = badgeOf?.(page) ?? null;
          return (
            <li key={page}>
              <button
                type="button"
                className="centre__entry"
                aria-current={page === current ? 'page' : undefined}
                onClick={() => onChoose(page)}
              >
                <span>{pageTitle(page)}</span>
                {badge && badge.count > 0 ? (
                  <span className="centre__badge">
                    <span aria-hidden="true">{badge.count > 99 ? '99+' : badge.count}</span>
                    <span className="visually-hidden">{`, ${badge.label}`}</span>
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
