import { ChunkBoundary } from '../../lib/chunks/chunk-boundary';
import { useId, type ReactNode } from 'react';
import { Dialog } from '../dialog';
import { QueryLoading } from '../query-state';
import './centre.css';

/**
 * The frame of a centre (member or agent): a dialog over the current page with the page menu on
 * the left (a strip on a phone, where the centre takes the whole screen) and the chosen page
 * beside it under its title. The page loads lazily inside (`Suspense`).
 */
export function CentreFrame({
  title,
  testId,
  nav,
  pageTitle,
  loading,
  onClose,
  children,
}: {
  title: string;
  testId: string;
  nav: ReactNode;
  /** The chosen page's title, null when no page is shown. */
  pageTitle: string | null;
  /** The member is not known yet: a spinner instead of menu and page. */
  loading: boolean;
  onClose(): void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      width={1080}
      className="centre-dialog"
      testId={testId}
    >
      {loading ? (
        <QueryLoading />
      ) : (
        <div className="centre">
          {nav}
          {/* Focusable so a long page without controls still scrolls from the keyboard. */}
          <section className="centre__page" aria-labelledby={headingId} tabIndex={0}>
            {pageTitle ? (
              <h3 id={headingId} className="centre__title">
                {pageTitle}
              </h3>
            ) : null}
            <ChunkBoundary fallback={<QueryLoading />}>{children}</ChunkBoundary>
          </section>
        </div>
      )}
    </Dialog>
  );
}
