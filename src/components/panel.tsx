import type { ReactNode } from 'react';
import './panel.css';

/**
 * A bordered section of a page under its own h2, named by that heading (`aria-labelledby`) and
 * reachable by its id (a jump link lands 12 px below the top). The sandbox console's sections and
 * the scenarios panels are panels; `focusableTitle` lets a script move the focus to the heading.
 */
export function Panel({
  id,
  title,
  headingId,
  focusableTitle = false,
  children,
}: {
  id: string;
  title: ReactNode;
  headingId: string;
  focusableTitle?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} className="panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title" tabIndex={focusableTitle ? -1 : undefined}>
        {title}
      </h2>
      {children}
    </section>
  );
}
